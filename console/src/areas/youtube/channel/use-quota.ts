import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import { getQuota, type QuotaUsage } from './channel-api';

/**
 * The YouTube quota units spent today; null until known (or when it cannot be read). Read
 * each time `after` changes to something, so the meter counts the calls that produced it
 * (the videos list) instead of racing them.
 */
export function useQuota(after: unknown): QuotaUsage | null {
  const api = useApi();
  const [quota, setQuota] = useState<QuotaUsage | null>(null);

  const reload = useCallback(() => {
    // The meter is a hint: when it cannot be read, the page goes on without it.
    getQuota(api).then(setQuota, () => undefined);
  }, [api]);

  useEffect(() => {
    if (after !== null && after !== undefined) reload();
  }, [after, reload]);

  return quota;
}
