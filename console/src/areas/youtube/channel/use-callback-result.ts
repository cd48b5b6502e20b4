import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toasts } from '../../../toast/toast-store';

/**
 * The OAuth callback sends the browser back with `?youtubeConnected=1` or
 * `?youtubeAuthError=...`: said once, then dropped from the address so a reload is silent.
 */
export function useCallbackResult(): void {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const connected = params.get('youtubeConnected');
    const failed = params.get('youtubeAuthError');
    if (connected === null && failed === null) return;
    if (connected !== null) toasts.show({ title: { key: 'youtube.channel.connected' }, variant: 'success' });
    else if (failed === 'access_denied') toasts.show({ title: { key: 'errors.title' }, description: { key: 'youtube.channel.accessDenied' }, variant: 'destructive' });
    else toasts.show({ title: { key: 'errors.title' }, description: { key: 'youtube.channel.errors.authorize' }, variant: 'destructive' });
    params.delete('youtubeConnected');
    params.delete('youtubeAuthError');
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
  }, [location, navigate]);
}
