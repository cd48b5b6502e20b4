import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { usePublicConfigFrom, type PublicConfig, type PublicConfigStore } from './public-config';

const PublicConfigContext = createContext<PublicConfigStore | null>(null);

export function PublicConfigProvider({ store, children }: { store: PublicConfigStore; children: ReactNode }) {
  useEffect(() => {
    void store.load();
  }, [store]);
  return <PublicConfigContext.Provider value={store}>{children}</PublicConfigContext.Provider>;
}

/** This deployment's public settings, or null until they arrive. */
export function usePublicConfig(): PublicConfig | null {
  const store = useContext(PublicConfigContext);
  if (!store) throw new Error('usePublicConfig must be used inside <PublicConfigProvider>');
  return usePublicConfigFrom(store);
}
