import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anna } from '../../../test/fakes';
import { toasts } from '../../../toast/toast-store';
import { analyticsServer, callsTo, line, queryResponse, type Server } from '../testing/fake-server';
import { renderScreen } from '../testing/render-screen';
import { RESULT_LIFETIME_MS, STORAGE_KEYS } from './saved-query';

afterEach(() => {
  vi.useRealTimers();
  toasts.dismiss();
});

const stored = (name: keyof typeof STORAGE_KEYS) => localStorage.getItem(`${STORAGE_KEYS[name]}:${anna.id}`);
const open = (server: Server = analyticsServer()) => {
  const view = renderScreen('/analytics?tab=ask', server);
  return { ...view, box: screen.getByRole('textbox', { name: 'Your question' }) };
};
const askWith = (box: HTMLElement, text: string) => {
  fireEvent.change(box, { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Analyze' }));
};

describe('/analytics: Ask Analytics', () => {
  it('badges the language the question is in: Russian with a Russian word, else English', () => {
    const { box } = open();
    expect(screen.getByRole('tab', { name: 'Ask Analytics', selected: true })).toBeTruthy();
    const badge = screen.getByTestId('query-language');
    expect(badge.textContent).toBe('Detected language: English');
    fireEvent.change(box, { target: { value: 'Почему упала выручка в MRR?' } });
    expect(badge.textContent).toBe('Detected language: Russian');
    fireEvent.change(box, { target: { value: 'Why did MRR drop?' } });
    expect(badge.textContent).toBe('Detected language: English');
  });

  it('asks, shows the progress with its percent and message, then the answer with its facts, sources and chart', async () => {
    const server = analyticsServer({ stream: { kind: 'live' } });
    const { box } = open(server);
    askWith(box, '  Почему упала выручка?  ');
    const progress = await screen.findByTestId('query-progress');
    const [call] = callsTo(server, '/analytics/query', 'POST');
    expect(call?.body).toEqual({ query: 'Почему упала выручка?', language: 'ru', priority: 'medium' });
    expect(call?.headers.authorization).toBe('Bearer test-token');
    expect(stored('loading')).toBe('true');
    expect(screen.getByRole('button', { name: 'Analyzing…' }).hasAttribute('disabled')).toBe(true);

    act(() => server.live.current?.push(line({ type: 'progress', message: 'Читаем выручку', progress: 45 })));
    await waitFor(() => expect(within(progress).getByRole('status').textContent).toBe('45% — Читаем выручку'));
    const bar = within(progress).getByRole('progressbar', { name: 'Analysis progress' });
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuetext')]).toEqual(['45', '45%']);
    expect(within(progress).getByRole('status').getAttribute('aria-live')).toBe('polite');

    const answer = queryResponse({ language: 'ru', answer: 'Выручка упала на 38%.' });
    act(() => {
      server.live.current?.push(line({ type: 'complete', success: true, response: answer }));
      server.live.current?.close();
    });
    const result = await screen.findByTestId('query-result');
    expect(screen.queryByTestId('query-progress')).toBeNull();
    expect(within(result).getByTestId('query-answer').textContent).toBe('Выручка упала на 38%.');
    expect(within(result).getByTestId('query-answer').getAttribute('lang')).toBe('ru');
    expect(within(result).getByText('Question: Почему упала выручка?')).toBeTruthy();
    expect(within(within(result).getByTestId('query-facts')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Revenue on Mar 9: $620', 'Expected: $1,025']);
    const source = within(within(result).getByTestId('query-sources')).getByRole('listitem');
    expect(source.textContent).toBe('RevenueCat · revenue · Mar 2 – Mar 9GET /v2/projects/p1/charts/revenue?start_date=2026-03-02&end_date=2026-03-09');
    const chart = within(result).getByRole('figure', { name: 'Revenue' });
    expect(within(chart).getAllByRole('row').map((row) => row.textContent)).toEqual(['DateValue', 'Mar 81,500', 'Mar 9620']);
    expect(within(result).getByText(/^Answered /)).toBeTruthy();
    expect(stored('loading')).toBe('false');
    expect(JSON.parse(stored('result') ?? '{}')).toMatchObject({ query: 'Почему упала выручка?', result: answer });
  });

  it('says "Please enter a question" for a blank one, and sends nothing', () => {
    const server = analyticsServer();
    const { box } = open(server);
    askWith(box, '   ');
    expect(screen.getByText('Please enter a question')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(server, '/analytics/query', 'POST')).toHaveLength(0);
  });

  it('says "Query Failed" with the server’s error', async () => {
    const { box } = open(analyticsServer({ stream: { kind: 'chunks', chunks: [line({ type: 'error', error: 'The RevenueCat key was refused (401).' })] } }));
    askWith(box, 'Why did revenue drop?');
    expect(await screen.findByText('Query Failed')).toBeTruthy();
    expect(screen.getByText('The RevenueCat key was refused (401).')).toBeTruthy();
    expect(screen.queryByTestId('query-result')).toBeNull();
    expect(stored('loading')).toBe('false');
  });

  it('says "Query failed" for a failed answer without words, and "HTTP {status}: {text}" for a refused request', async () => {
    const server = analyticsServer({ stream: { kind: 'chunks', chunks: [line({ type: 'complete', success: false })] } });
    const { box } = open(server);
    askWith(box, 'Why did revenue drop?');
    expect(await screen.findByText('Query failed')).toBeTruthy();
    server.state.stream = { kind: 'refused', status: 503, body: JSON.stringify({ error: 'service_unavailable', message: 'The question queue is down' }) };
    fireEvent.click(screen.getByRole('button', { name: 'Analyze' }));
    expect(await screen.findByText('HTTP 503: The question queue is down')).toBeTruthy();
  });

  it('says "Failed to process analytics query" when the request itself fails', async () => {
    const { box } = open(analyticsServer({}, (call) => (call.path === '/analytics/query' ? Promise.reject(new TypeError('Failed to fetch')) : undefined)));
    askWith(box, 'Why did revenue drop?');
    expect(await screen.findByText('Failed to process analytics query')).toBeTruthy();
  });

  it('keeps the question and the answer for an hour across visits, then drops it; Clear drops it at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = open();
    askWith(first.box, 'Why did revenue drop?');
    await screen.findByTestId('query-result');
    first.unmount();

    // Back later: the question and the answer are still there.
    const again = open();
    expect((again.box as HTMLTextAreaElement).value).toBe('Why did revenue drop?');
    expect(screen.getByTestId('query-result')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(RESULT_LIFETIME_MS));
    await waitFor(() => expect(screen.queryByTestId('query-result')).toBeNull());
    expect(stored('result')).toBeNull();
    expect((again.box as HTMLTextAreaElement).value).toBe('Why did revenue drop?');

    fireEvent.click(screen.getByRole('button', { name: 'Analyze' }));
    fireEvent.click(within(await screen.findByTestId('query-result')).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByTestId('query-result')).toBeNull();
    expect(stored('result')).toBeNull();
  });

  it('shows no answer older than an hour when the page opens', () => {
    localStorage.setItem(`${STORAGE_KEYS.result}:${anna.id}`, JSON.stringify({ query: 'q', result: queryResponse(), timestamp: Date.now() - RESULT_LIFETIME_MS - 1 }));
    open();
    expect(screen.queryByTestId('query-result')).toBeNull();
  });

  it('goes on answering while the insights tab is shown', async () => {
    const server = analyticsServer({ stream: { kind: 'live' } });
    const { box } = open(server);
    askWith(box, 'Why did revenue drop?');
    await screen.findByTestId('query-progress');
    fireEvent.click(screen.getByRole('tab', { name: 'Recent Insights' }));
    expect(await screen.findAllByRole('listitem', { name: 'Revenue dropped sharply' })).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: 'Your question' })).toBeNull();
    act(() => {
      server.live.current?.push(line({ type: 'complete', success: true, response: queryResponse() }));
      server.live.current?.close();
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Ask Analytics' }));
    expect(await screen.findByTestId('query-result')).toBeTruthy();
    expect(callsTo(server, '/analytics/query', 'POST')[0]?.signal?.aborted).toBe(false);
  });

  it('aborts the request when the person leaves the page', async () => {
    const server = analyticsServer({ stream: { kind: 'live' } });
    const { box, unmount } = open(server);
    askWith(box, 'Why did revenue drop?');
    await screen.findByTestId('query-progress');
    const [call] = callsTo(server, '/analytics/query', 'POST');
    expect(call?.signal?.aborted).toBe(false);
    unmount();
    expect(call?.signal?.aborted).toBe(true);
    expect(stored('loading')).toBe('false');
    // Leaving is not a failure.
    await act(() => Promise.resolve());
    expect(toasts.getToasts().filter((toast) => toast.open)).toEqual([]);
  });
});
