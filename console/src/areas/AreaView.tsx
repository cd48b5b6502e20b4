import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MessageBundle } from '../i18n/catalog';
import { useMessages } from '../i18n/LocaleProvider';
import type { ViewLoader } from './types';

interface View {
  Component: LazyExoticComponent<ComponentType>;
  /** Starts the import, so the code comes while the texts do rather than after them. */
  preload: () => void;
}

// One lazy component per view for the life of the page; a failed import is tried again on the next visit.
const views = new Map<ViewLoader, View>();

function viewOf(loader: ViewLoader): View {
  let view = views.get(loader);
  if (!view) {
    let loading: ReturnType<ViewLoader> | undefined;
    const load = () =>
      (loading ??= loader().catch((error: unknown) => {
        views.delete(loader);
        throw error;
      }));
    view = { Component: lazy(load), preload: () => void load().catch(() => undefined) };
    views.set(loader, view);
  }
  return view;
}

/**
 * One of an area's views (a public page, or its signed-in screens) with the area's texts: both
 * are requested at once, and it suspends until both are in (like React.lazy, which it uses).
 */
export function AreaView({ view, messages }: { view: ViewLoader; messages?: MessageBundle | undefined }) {
  const { Component, preload } = viewOf(view);
  if (messages !== undefined) {
    preload();
    useMessages(messages);
  }
  return <Component />;
}
