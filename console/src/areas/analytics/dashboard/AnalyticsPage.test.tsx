import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../../toast/toast-store';
import { RUN_POLL_INTERVAL_MS } from '../run-check/use-run-check';
import { analyticsServer, callsTo, emptyStatus, refusal, run, stats, type Server } from '../testing/fake-server';
import { renderScreen } from '../testing/render-screen';

afterEach(() => {
  vi.useRealTimers();
  toasts.dismiss();
});

const open = async (server: Server = analyticsServer()) => {
  renderScreen('/analytics', server);
  await screen.findAllByTestId('insight');
  return server;
};
const insightCard = (title: string) => screen.getByRole('listitem', { name: title });

describe('/analytics: the overview', () => {
  it('shows the stat cards from the 30-day stats and the credentials, and leads to Settings', async () => {
    const server = await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    const figures = screen.getByRole('list', { name: 'Analytics at a glance' });
    expect(within(figures).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Total Insights12Last 30 days', 'Critical Issues2', 'Active Services2/2']);
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/analytics/settings');
    expect(screen.queryByTestId('setup-banner')).toBeNull();
    expect(callsTo(server, '/analytics/insights?limit=20')).toHaveLength(1);
    expect(callsTo(server, '/analytics/insights/stats?days=30')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Recent Insights', selected: true })).toBeTruthy();
  });

  it('asks for the keys of both services with "Analytics Setup Required" when none are stored', async () => {
    renderScreen('/analytics', analyticsServer({ status: emptyStatus(), insights: [], stats: stats({ total: 0, critical: 0 }), metrics: [] }));
    const banner = await screen.findByTestId('setup-banner');
    expect(within(banner).getByRole('heading', { name: 'Analytics Setup Required' })).toBeTruthy();
    expect(banner.textContent).toContain('RevenueCat');
    expect(banner.textContent).toContain('Amplitude');
    expect(within(banner).getByRole('link', { name: 'Add keys' }).getAttribute('href')).toBe('/analytics/settings');
    expect(screen.getByTestId('stat-services').textContent).toContain('0/2');
    expect(screen.getByRole('button', { name: 'Run check now' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('No insights yet. They appear after the first daily check, or run one now.')).toBeTruthy();
  });

  it('says "Failed to load analytics data" when the read fails, and tries again', async () => {
    let fail = true;
    const server = analyticsServer({}, (call) => (fail && call.path === '/analytics/metrics' ? refusal(503, 'service_unavailable', 'down') : undefined));
    renderScreen('/analytics', server);
    expect(await screen.findByText('Failed to load analytics data')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('insight')).toHaveLength(4);
  });
});

describe('/analytics: Recent Insights', () => {
  it('shows each insight’s type, title, severity, confidence, description, metric with its signed change and time', async () => {
    await open();
    const cards = screen.getAllByTestId('insight');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Revenue dropped sharply', 'Trials are growing', 'Review the paywall', 'Steady active users']);
    // The type is an icon with a name for screen readers.
    expect(cards.map((card) => card.querySelector('svg title')?.textContent)).toEqual(['Anomaly', 'Trend', 'Recommendation', 'Trend']);
    expect(cards.map((card) => within(card).getByTestId('severity').textContent)).toEqual(['CRITICAL', 'HIGH', 'MEDIUM', 'LOW']);
    const colours = cards.map((card) => getComputedStyle(within(card).getByTestId('severity')).backgroundColor);
    expect(colours).toEqual(['rgb(198, 40, 40)', 'rgb(194, 65, 12)', 'rgb(250, 204, 21)', 'rgb(46, 125, 50)']);
    const first = insightCard('Revenue dropped sharply');
    expect(within(first).getByText('85%')).toBeTruthy();
    expect(within(first).getByText('Revenue on Mar 9 was 38% below its expected range.')).toBeTruthy();
    expect(cards.map((card) => within(card).getByTestId('insight-metric').textContent)).toEqual(['revenue -38.2%', 'trials_new +12.5%', 'conversion', 'active_users +0.4%']);
    expect(within(first).getByText(/^Mar 10, 2026/).closest('time')?.getAttribute('dateTime')).toBe('2026-03-10T07:00:00.000Z');
  });

  it('marks an insight resolved: dimmed, badged Resolved, without the button, and the critical count drops', async () => {
    const server = await open();
    const card = insightCard('Revenue dropped sharply');
    expect(card.getAttribute('data-resolved')).toBe('false');
    fireEvent.click(within(card).getByRole('button', { name: 'Mark Resolved' }));
    await waitFor(() => expect(insightCard('Revenue dropped sharply').getAttribute('data-resolved')).toBe('true'));
    const resolved = insightCard('Revenue dropped sharply');
    expect(getComputedStyle(resolved).borderStyle).toBe('dashed');
    expect(within(resolved).getByText('Resolved')).toBeTruthy();
    expect(within(resolved).queryByRole('button', { name: 'Mark Resolved' })).toBeNull();
    expect(callsTo(server, `/analytics/insights/${server.state.insights[0]!.id}/resolve`, 'PATCH')).toHaveLength(1);
    expect(screen.getByTestId('stat-critical').textContent).toContain('1');
    expect(screen.getByText('Insight marked as resolved')).toBeTruthy();
    // One that was resolved already is dimmed from the start.
    expect(getComputedStyle(insightCard('Steady active users')).borderStyle).toBe('dashed');
  });

  it('says "Failed to resolve insight", or the server’s words, when that fails', async () => {
    let answer = refusal(500, 'internal_error', '');
    await open(analyticsServer({}, (call) => (call.method === 'PATCH' ? answer : undefined)));
    fireEvent.click(within(insightCard('Revenue dropped sharply')).getByRole('button', { name: 'Mark Resolved' }));
    expect(await screen.findByText('Failed to resolve insight')).toBeTruthy();
    expect(insightCard('Revenue dropped sharply').getAttribute('data-resolved')).toBe('false');
    answer = refusal(404, 'not_found', 'Insight not found');
    fireEvent.click(within(insightCard('Revenue dropped sharply')).getByRole('button', { name: 'Mark Resolved' }));
    expect(await screen.findByText('Insight not found')).toBeTruthy();
  });
});

describe('/analytics: the watched metrics', () => {
  it('draws each metric with a title and a description, and lists its anomalies for screen readers', async () => {
    await open();
    const chart = screen.getByRole('figure', { name: 'Revenue · RevenueCat' });
    expect(document.getElementById(chart.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Daily Revenue from Mar 6 to Mar 10 with its expected range; 2 days flagged as anomalies.',
    );
    const table = within(chart).getByRole('table', { name: 'Anomalies in Revenue' });
    expect(within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Date', 'Value', 'Expected range'],
      ['Mar 8', '$1,500', '$910 – $1,130'],
      ['Mar 9', '$620', '$915 – $1,135'],
    ]);
    expect(within(chart).getByTestId('chart-drawing').hasAttribute('inert')).toBe(true);
    expect(screen.getByText('Judged through Mar 9; later days are not complete yet.')).toBeTruthy();
  });

  it('says so when a metric had no anomaly', async () => {
    const server = analyticsServer();
    server.state.metrics = [{ ...server.state.metrics[0]!, points: server.state.metrics[0]!.points.map((point) => ({ ...point, anomaly: false })) }];
    await open(server);
    expect(screen.getByText('No anomalies in Revenue in this period.')).toBeTruthy();
  });
});

describe('/analytics: Run check now (not in the spec)', () => {
  it('starts a run and follows it every 2 s with its percent and message until it completes, then reads the insights again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Run check now' }));
    const progress = await screen.findByTestId('run-progress');
    const [started] = callsTo(server, '/analytics/anomalies', 'POST');
    expect(started?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(within(progress).getByRole('progressbar', { name: 'Check progress' }).getAttribute('aria-valuenow')).toBe('0');
    expect(within(progress).getByRole('status').textContent).toBe('0% — Starting');
    expect(screen.getByRole('button', { name: 'Checking…' }).hasAttribute('disabled')).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(RUN_POLL_INTERVAL_MS));
    await waitFor(() => expect(within(progress).getByRole('status').textContent).toBe('40% — Reading RevenueCat'));
    expect(within(progress).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');

    await act(() => vi.advanceTimersByTimeAsync(RUN_POLL_INTERVAL_MS));
    const outcome = await screen.findByTestId('run-outcome');
    expect(outcome.textContent).toContain('Check complete');
    expect(outcome.textContent).toContain('2 new insights, 1 alerts sent.');
    expect(callsTo(server, '/analytics/runs/00000000-0000-4000-8000-000000000500')).toHaveLength(2);
    await waitFor(() => expect(callsTo(server, '/analytics/insights?limit=20')).toHaveLength(2));
    // Finished: no more asking.
    await act(() => vi.advanceTimersByTimeAsync(RUN_POLL_INTERVAL_MS * 3));
    expect(callsTo(server, '/analytics/runs/00000000-0000-4000-8000-000000000500')).toHaveLength(2);
  });

  it('shows why a run failed, with the service that refused its key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await open(
      analyticsServer({
        runSteps: [run(), run({ status: 'failed', progress: 30, message: 'No service could be read', services: { revenuecat: { state: 'unauthorized', detail: 'The RevenueCat key was refused (401).' } } })],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Run check now' }));
    await screen.findByTestId('run-progress');
    await act(() => vi.advanceTimersByTimeAsync(RUN_POLL_INTERVAL_MS));
    const outcome = await screen.findByTestId('run-outcome');
    expect(outcome.textContent).toContain('The check failed');
    expect(outcome.textContent).toContain('No service could be read');
    expect(outcome.textContent).toContain('The RevenueCat key was refused (401).');
  });

  it('says so when the run cannot start', async () => {
    await open(analyticsServer({}, (call) => (call.path === '/analytics/anomalies' ? refusal(409, 'conflict', 'A check is already running') : undefined)));
    fireEvent.click(screen.getByRole('button', { name: 'Run check now' }));
    expect(await screen.findByText('A check is already running')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run check now' }).hasAttribute('disabled')).toBe(false);
  });
});
