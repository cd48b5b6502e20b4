import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { createToastStore, TOAST_LIMIT, TOAST_REMOVE_DELAY } from './toast-store';
import { Toaster } from './Toaster';

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('keep the spec constants', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it('show one at a time: the newest replaces the current one', () => {
    const store = createToastStore();
    renderWithApp(<Toaster store={store} />);
    act(() => {
      store.show({ title: 'First', description: 'one' });
      store.show({ title: 'Second', description: 'two' });
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByText('Second')).toBeTruthy();
    expect(screen.queryByText('First')).toBeNull();
    expect(store.getToasts().map((toast) => toast.title)).toEqual(['Second']);
  });

  it('translate message keys when shown', () => {
    const store = createToastStore();
    renderWithApp(<Toaster store={store} />);
    act(() => {
      store.show({ title: { key: 'auth.sessionExpired.title' } });
    });
    expect(screen.getByText('Session Expired')).toBeTruthy();
  });

  it('hide when dismissed and leave the list 1,000,000 ms later', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    const { dismiss } = store.show({ title: 'Hello' });
    dismiss();
    expect(store.getToasts()).toEqual([expect.objectContaining({ title: 'Hello', open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toHaveLength(0);
  });

  it('dismiss themselves after their duration', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    renderWithApp(<Toaster store={store} />);
    act(() => {
      store.show({ title: 'Brief', duration: 3_000 });
    });
    act(() => {
      vi.advanceTimersByTime(3_100);
    });
    expect(store.getToasts()[0]?.open).toBe(false);
  });
});
