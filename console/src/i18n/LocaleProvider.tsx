import Polyglot from 'node-polyglot';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Messages } from './en';
import { loadMessages } from './load';
import { rememberLocale } from './locale-storage';
import type { Locale, Translate } from './types';

export interface LocaleContextValue {
  locale: Locale;
  /** Loads the messages if needed, then switches and remembers the choice. */
  setLocale: (locale: Locale) => Promise<void>;
  t: Translate;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

interface Props {
  initialLocale: Locale;
  /** The messages of `initialLocale`, loaded before the first render to avoid a flash of English. */
  initialMessages: Messages;
  children: ReactNode;
}

export function LocaleProvider({ initialLocale, initialMessages, children }: Props) {
  const [state, setState] = useState({ locale: initialLocale, messages: initialMessages });

  const polyglot = useMemo(() => new Polyglot({ locale: state.locale, phrases: state.messages }), [state]);
  const t = useCallback<Translate>((key, values) => polyglot.t(key, values), [polyglot]);

  const setLocale = useCallback(async (locale: Locale) => {
    const messages = await loadMessages(locale);
    rememberLocale(locale);
    setState({ locale, messages });
  }, []);

  useEffect(() => {
    document.documentElement.lang = state.locale;
  }, [state.locale]);

  const value = useMemo(() => ({ locale: state.locale, setLocale, t }), [state.locale, setLocale, t]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside <LocaleProvider>');
  return value;
}

/** The translate function of the current language. */
export const useT = (): Translate => useLocale().t;
