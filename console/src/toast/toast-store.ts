import type { Text } from '../i18n/types';

/** Spec 4 and 9: one toast on screen at a time; a newer one replaces it. */
export const TOAST_LIMIT = 1;
/**
 * Spec 9: a dismissed toast stays in the list this long before it is removed (the constant of
 * the original toast hook). It is hidden as soon as it is dismissed; only the entry lingers.
 */
export const TOAST_REMOVE_DELAY = 1_000_000;
/** How long a toast stays up when the caller does not say. */
export const DEFAULT_TOAST_DURATION = 5_000;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title?: Text;
  description?: Text;
  variant?: ToastVariant;
  /** Milliseconds on screen before it dismisses itself. */
  duration?: number;
}

export interface Toast extends ToastInput {
  id: string;
  open: boolean;
}

export interface ToastStore {
  getToasts: () => readonly Toast[];
  subscribe: (listener: () => void) => () => void;
  show: (input: ToastInput) => { id: string; dismiss: () => void };
  /** Hides one toast, or every toast without an id, and schedules its removal. */
  dismiss: (id?: string) => void;
}

export function createToastStore(): ToastStore {
  let toasts: readonly Toast[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const removals = new Map<string, ReturnType<typeof setTimeout>>();

  const emit = () => listeners.forEach((listener) => listener());

  const forget = (id: string) => {
    clearTimeout(removals.get(id));
    removals.delete(id);
  };

  const scheduleRemoval = (id: string) => {
    if (removals.has(id)) return;
    removals.set(
      id,
      setTimeout(() => {
        removals.delete(id);
        toasts = toasts.filter((toast) => toast.id !== id);
        emit();
      }, TOAST_REMOVE_DELAY),
    );
  };

  const dismiss = (id?: string) => {
    toasts = toasts.map((toast) => {
      if (id !== undefined && toast.id !== id) return toast;
      scheduleRemoval(toast.id);
      return { ...toast, open: false };
    });
    emit();
  };

  return {
    getToasts: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(input) {
      counter += 1;
      const id = String(counter);
      const next = [{ ...input, id, open: true }, ...toasts];
      next.slice(TOAST_LIMIT).forEach((dropped) => forget(dropped.id));
      toasts = next.slice(0, TOAST_LIMIT);
      emit();
      return { id, dismiss: () => dismiss(id) };
    },
    dismiss,
  };
}

/** The app's toasts. */
export const toasts = createToastStore();
