import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Spec 9: after a creation the new page opens 100 ms later, once the success toast is up. */
export const REDIRECT_DELAY_MS = 100;

/** Navigates after REDIRECT_DELAY_MS; leaving the page first cancels it. */
export function useRedirectLater(): (to: string) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (to) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void navigate(to), REDIRECT_DELAY_MS);
  };
}
