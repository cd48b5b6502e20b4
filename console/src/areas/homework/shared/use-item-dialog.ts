import { useState } from 'react';

export interface ItemDialog<T> {
  open: boolean;
  /** Kept once the dialog closes, so its text does not change while it fades out. */
  item: T | null;
  openFor: (item: T) => void;
  close: () => void;
}

/** A dialog about one item of a page (delete this cohort, thresholds of that one). */
export function useItemDialog<T>(): ItemDialog<T> {
  const [state, setState] = useState<{ open: boolean; item: T | null }>({ open: false, item: null });
  return {
    ...state,
    openFor: (item) => setState({ open: true, item }),
    close: () => setState((current) => ({ ...current, open: false })),
  };
}
