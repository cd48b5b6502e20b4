import type { ReactNode } from 'react';
import type { MessageKey } from '../../../i18n/types';
import { PageSpinner } from '../../../shell/PageSpinner';
import { LoadFailed, NotFound } from './LoadProblem';
import type { Load } from './use-load';

interface Props<T> {
  load: Load<T>;
  reload: () => Promise<void>;
  /** Spec 8's text for a read that failed. */
  failed: MessageKey;
  /** Spec 8's text for something not there; without it (a list, which is always there) it reads as failed. */
  notFound?: MessageKey;
  children: (value: T) => ReactNode;
}

/** A screen's content by its read: a spinner, not found, failed with Try again, or what was read. */
export function Loaded<T>({ load, reload, failed, notFound, children }: Props<T>) {
  if (load.kind === 'loading') return <PageSpinner />;
  if (load.kind === 'not-found' && notFound !== undefined) return <NotFound message={notFound} />;
  if (load.kind !== 'ready') return <LoadFailed message={failed} onRetry={() => void reload()} />;
  return children(load.value);
}
