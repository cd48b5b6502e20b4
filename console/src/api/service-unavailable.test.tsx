import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../../contracts/service-unavailable.ts';
import { en } from '../i18n/en';
import { ru } from '../i18n/ru';
import { json } from '../test/fakes';
import { renderWithApp } from '../test/render';
import { createToastStore } from '../toast/toast-store';
import { Toaster } from '../toast/Toaster';
import { ApiError } from './api-error';
import { createApiClient } from './client';
import { reportActionError } from './report-error';
import { watchServiceUnavailable } from './service-unavailable';

const unavailable = () => new ApiError('service_unavailable', 503, { error: 'service_unavailable', message: SERVICE_UNAVAILABLE_MESSAGE });

describe('the console while the API answers 503', () => {
  it('shows a toast in the reader’s language for the outage answer, and nothing for other failures', () => {
    const toasts = createToastStore();
    const watch = watchServiceUnavailable(toasts);
    watch(new ApiError('internal_error', 500, { error: 'internal_error', message: 'Something went wrong' }));
    watch(new ApiError('Unauthorized', 401, {}));
    expect(toasts.getToasts()).toEqual([]);
    watch(unavailable());
    expect(toasts.getToasts()).toEqual([
      expect.objectContaining({ title: { key: 'errors.serviceUnavailable.title' }, description: { key: 'errors.serviceUnavailable.description' }, variant: 'destructive', open: true }),
    ]);
    expect(ru.errors.serviceUnavailable.description).not.toBe(en.errors.serviceUnavailable.description);
  });

  it('keeps the server’s own words for a 503 that says something else', () => {
    const toasts = createToastStore();
    watchServiceUnavailable(toasts)(new ApiError('service_unavailable', 503, { error: 'service_unavailable', message: 'YouTube did not answer. Please try again in a minute.' }));
    expect(toasts.getToasts()[0]?.description).toBe('YouTube did not answer. Please try again in a minute.');
  });

  it('an action’s error toast says the same, translated', () => {
    const toasts = createToastStore();
    reportActionError(unavailable(), 'errors.generic.description', toasts);
    expect(toasts.getToasts()[0]?.description).toEqual({ key: 'errors.serviceUnavailable.description' });
  });

  it('appears in the page when a call through the client is answered 503', async () => {
    const fetch = vi.fn(() => Promise.resolve(json(503, { error: 'service_unavailable', message: SERVICE_UNAVAILABLE_MESSAGE })));
    const toasts = createToastStore();
    const api = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, onError: watchServiceUnavailable(toasts) });
    renderWithApp(<Toaster store={toasts} />);
    await act(() => api.get('/things').catch(() => undefined));
    expect(await screen.findByText(en.errors.serviceUnavailable.title)).toBeTruthy();
    expect(screen.getByText(en.errors.serviceUnavailable.description)).toBeTruthy();
  });
});
