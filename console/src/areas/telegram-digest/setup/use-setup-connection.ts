import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import { digestApi } from '../shared/digest-api';

export type SetupConnection = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; hasCredentials: boolean };

/** Whether API credentials are stored (the digest status), which decides the first tab and the Disconnect button. */
export function useSetupConnection(): { connection: SetupConnection; reload: () => void; setHasCredentials: (has: boolean) => void } {
  const api = useApi();
  const [connection, setConnection] = useState<SetupConnection>({ kind: 'loading' });

  const reload = useCallback(() => {
    setConnection({ kind: 'loading' });
    digestApi.status(api).then(
      (status) => setConnection({ kind: 'ready', hasCredentials: status.hasApiCredentials }),
      () => setConnection({ kind: 'failed' }),
    );
  }, [api]);
  useEffect(reload, [reload]);

  const setHasCredentials = useCallback((hasCredentials: boolean) => setConnection({ kind: 'ready', hasCredentials }), []);
  return { connection, reload, setHasCredentials };
}
