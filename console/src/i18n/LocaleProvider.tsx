import Polyglot from 'node-polyglot';
import { createContext, use, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createCatalog, isLoaded, type MessageBundle, type MessageTree } from './catalog';
import type { Messages } from './en';
import { rememberLocale } from './locale-storage';
import type { Locale, Translate } from './types';

export interface LocaleContextValue {
  locale: Locale;
  /** Loads the messages if needed, then switches and remembers the choice. */
  setLocale: (locale: Locale) => Promise<void>;
  t: Translate;
  /** Brings an area's texts in (see `Catalog.load`); `useMessages` waits for them. */
  load: (bundle: MessageBundle) => Promise<void>;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

interface Props {
  initialLocale: Locale;
  /** The shell's messages in `initialLocale`, loaded before the first render to avoid a flash of English. */
  initialMessages: Messages;
  /** Area bundles already in, in `initialLocale` (tests start with every area's). */
  preloaded?: ReadonlyMap<MessageBundle, MessageTree>;
  children: ReactNode;
}

export function LocaleProvider({ initialLocale, initialMessages, preloaded, children }: Props) {
  const [catalog] = useState(() => createCatalog(initialLocale, initialMessages, preloaded));
  const { locale, phrases } = useSyncExternalStore(catalog.subscribe, catalog.getState);

  const polyglot = useMemo(() => new Polyglot({ locale, phrases }), [locale, phrases]);
  const t = useCallback<Translate>((key, values) => polyglot.t(key, values), [polyglot]);

  const setLocale = useCallback(
    async (next: Locale) => {
      await catalog.setLocale(next);
      rememberLocale(next);
    },
    [catalog],
  );

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const value = useMemo(() => ({ locale, setLocale, t, load: catalog.load }), [locale, setLocale, t, catalog]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside <LocaleProvider>');
  return value;
}

/** The translate function of the current language. */
export const useT = (): Translate => useLocale().t;

/** Suspends until the bundle's texts are in, in the current language. */
export function useMessages(bundle: MessageBundle): void {
  const texts = useLocale().load(bundle);
  // Texts already in go on without use(): in React 19 a use() of a settled promise followed by a
  // lazy child that suspends never retries under act() (the component tests), measured.
  if (!isLoaded(texts)) use(texts);
}
