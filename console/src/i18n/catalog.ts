import type { Messages } from './en';
import { loadMessages } from './load';
import type { Locale } from './types';

/** A language's texts: the shell's, or one area's. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

/**
 * An area's texts: `i18n/{en,ru}.ts` beside its code, each language a chunk of its own, so
 * they are fetched with the area and never weigh on the landing page.
 */
export interface MessageBundle<M extends MessageTree = MessageTree> {
  /** The area's name, for tests and failures. */
  readonly id: string;
  load(locale: Locale): Promise<M>;
}

interface MessageFiles<M> {
  en: () => Promise<{ en: M }>;
  ru: () => Promise<{ ru: M }>;
}

export function messageBundle<M extends MessageTree>(id: string, files: MessageFiles<M>): MessageBundle<M> {
  return { id, load: (locale) => (locale === 'ru' ? files.ru().then((file) => file.ru) : files.en().then((file) => file.en)) };
}

export interface CatalogState {
  locale: Locale;
  /** The shell's texts and those of every bundle brought in so far, in `locale`. */
  phrases: MessageTree;
}

export interface Catalog {
  getState: () => CatalogState;
  subscribe: (listener: () => void) => () => void;
  /**
   * Brings a bundle's texts in, in the current language and in every later one. The promise is
   * one per bundle and language, so React's use() can wait on it; it settles once they are in.
   */
  load: (bundle: MessageBundle) => Promise<void>;
  /** Fetches the shell's and every loaded bundle's texts in `locale`, then switches at once. */
  setLocale: (locale: Locale) => Promise<void>;
}

type Thenable = Promise<void> & { status?: 'fulfilled' | 'rejected'; value?: undefined; reason?: unknown };

/** Marks how a promise ended, the fields React's use() reads to go on without suspending. */
function settled(promise: Promise<void>, onFailure: () => void): Thenable {
  const marked: Thenable = promise.then(
    () => void Object.assign(marked, { status: 'fulfilled', value: undefined }),
    (error: unknown) => {
      onFailure();
      void Object.assign(marked, { status: 'rejected', reason: error });
      throw error;
    },
  );
  // use() sees the failure; a load nobody waits on any more must not surface as unhandled.
  marked.catch(() => undefined);
  return marked;
}

/** Whether a promise from `Catalog.load` has already brought its texts in. */
export const isLoaded = (promise: Promise<void>): boolean => (promise as Thenable).status === 'fulfilled';

const ready = (): Thenable => Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/**
 * The texts the app has in one language: the shell's, plus each area's bundle from the first
 * time one of its views needs it. A language switch fetches all of them before it shows.
 */
export function createCatalog(locale: Locale, shell: Messages, preloaded: ReadonlyMap<MessageBundle, MessageTree> = new Map()): Catalog {
  let shellTexts: MessageTree = shell;
  /** Each bundle's texts in the current language. */
  let texts = new Map(preloaded);
  const loads = new Map<MessageBundle, Partial<Record<Locale, Thenable>>>();
  const listeners = new Set<() => void>();

  const phrasesOf = (): MessageTree => Object.assign({}, shellTexts, ...texts.values()) as MessageTree;
  let state: CatalogState = { locale, phrases: phrasesOf() };
  const publish = (next: Locale) => {
    state = { locale: next, phrases: phrasesOf() };
    listeners.forEach((listener) => listener());
  };
  const remember = (bundle: MessageBundle, language: Locale, promise: Thenable) => loads.set(bundle, { ...loads.get(bundle), [language]: promise });
  for (const bundle of preloaded.keys()) remember(bundle, locale, ready());

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load(bundle) {
      const language = state.locale;
      const known = loads.get(bundle)?.[language];
      if (known) return known;
      const loading = bundle.load(language).then((messages) => {
        // A switch overtook this load: the new language's texts are the ones to show.
        if (state.locale !== language) return;
        texts.set(bundle, messages);
        publish(language);
      });
      const promise = settled(loading, () => loads.set(bundle, { ...loads.get(bundle), [language]: undefined }));
      remember(bundle, language, promise);
      return promise;
    },
    async setLocale(next) {
      const bundles = [...loads.keys()];
      const [shellNext, ...bundleTexts] = await Promise.all([loadMessages(next), ...bundles.map((bundle) => bundle.load(next))]);
      shellTexts = shellNext;
      texts = new Map(bundles.map((bundle, index) => [bundle, bundleTexts[index]!]));
      bundles.forEach((bundle) => remember(bundle, next, ready()));
      publish(next);
    },
  };
}
