import { useSyncExternalStore } from 'react';
import type { PublicConfig } from '../../../contracts/public-config.ts';
import type { ApiClient } from '../api/client';

export type { PublicConfig };

export interface PublicConfigStore {
  get: () => PublicConfig | null;
  subscribe: (listener: () => void) => () => void;
  /** Fetches GET /api/public-config once; a failure leaves it null (no badge, default links). */
  load: () => Promise<void>;
}

export function createPublicConfigStore(api: ApiClient): PublicConfigStore {
  let config: PublicConfig | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => config,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      loading ??= api
        .get<PublicConfig>('/public-config')
        .then((answer) => {
          config = answer;
          listeners.forEach((listener) => listener());
        })
        .catch(() => undefined);
      return loading;
    },
  };
}

export function usePublicConfigFrom(store: PublicConfigStore): PublicConfig | null {
  return useSyncExternalStore(store.subscribe, store.get);
}
