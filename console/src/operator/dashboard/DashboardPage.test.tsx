import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../../contracts/operations.ts';
import { json } from '../../test/fakes';
import { dashboard } from '../testing/fixtures';
import { expectAccessible, renderOperator, type Request } from '../testing/operator-api';
import { DashboardPage } from './DashboardPage';

const open = (answer: Dashboard = dashboard) =>
  renderOperator(<Route path="/admin/dashboard" element={<DashboardPage />} />, '/admin/dashboard', (request: Request) =>
    request.path === '/admin/dashboard' ? json(200, answer) : undefined,
  );

/** A chart's table for screen readers: its header row, then each row's cells. */
const chartTable = (name: string) => {
  const figure = screen.getByRole('figure', { name });
  const table = within(figure).getByRole('table', { name });
  return within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
};

describe('the operator dashboard', () => {
  it('shows the figures, MRR in roubles, from GET /api/admin/dashboard?days=30', async () => {
    const { calls } = await open();
    const cards = await screen.findByRole('list', { name: 'Figures at a glance' });
    expect(within(cards).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Active subscriptions1,234',
      'MRR₽2,591,400',
      'Past due7',
      'Sign-ups today5',
      'Sign-ups, 7 days42',
      'Sign-ups, 30 days180',
    ]);
    expect(calls.map((call) => `${call.path}?${call.query.toString()}`)).toContain('/admin/dashboard?days=30');
  });

  it('draws each chart with the same numbers in a table for screen readers', async () => {
    await open();
    await screen.findByRole('list', { name: 'Figures at a glance' });
    expect(chartTable('Active subscriptions by day')).toEqual([
      ['Day', 'Active subscriptions'],
      ['25 Nov', '1,220'],
      ['26 Nov', '1,234'],
    ]);
    expect(chartTable('MRR by day')[2]).toEqual(['26 Nov', '₽2,591,400']);
    expect(chartTable('Sign-ups by day').slice(1)).toEqual([
      ['25 Nov', '6'],
      ['26 Nov', '9'],
    ]);
    const completed = chartTable('Jobs completed per minute, last hour');
    expect(completed[0]).toEqual(['Minute', 'digest', 'telegram']);
    expect(completed.slice(1).map((row) => row.slice(1))).toEqual([
      ['2', '10'],
      ['3', '12'],
    ]);
    expect(chartTable('Jobs failed per minute, last hour').slice(1).map((row) => row.slice(1))).toEqual([
      ['0', '1'],
      ['0', '0'],
    ]);
    const failures = chartTable('Workflows failed per hour, last 24 hours');
    expect(failures[0]).toEqual(['Hour', 'digestRun', 'subscriptionWorkflow']);
    expect(failures.slice(1).map((row) => row.slice(1))).toEqual([
      ['0', '1'],
      ['2', '1'],
    ]);
    expect(chartTable('Telegram updates per hour, last 24 hours')[0]).toEqual(['Hour', 'digest', 'homework']);
    // The drawings are for the eye only.
    for (const drawing of screen.getAllByTestId('chart-drawing')) expect(drawing.hasAttribute('inert')).toBe(true);
  });

  it('links a queue’s failed count to its failed jobs, and each workflow count to the filtered list', async () => {
    await open();
    const failed = await screen.findByRole('link', { name: '3 failed in telegram: show them' });
    expect(decodeURIComponent(failed.getAttribute('href') ?? '')).toBe('/admin/jobs?filter={"queue":"telegram","state":"failed"}');
    const workflows = screen.getByRole('table', { name: 'Workflows by type' });
    const link = within(workflows).getByRole('link', { name: '2 Failed subscriptionWorkflow workflows: show them' });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toBe('/admin/workflows?filter={"type":"subscriptionWorkflow","status":"Failed"}');
  });

  it('says which sources were unavailable, and shows the rest', async () => {
    await open({ ...dashboard, queues: [], unavailable: [{ source: 'redis', message: 'connect ECONNREFUSED 127.0.0.1:6379' }] });
    const alert = await screen.findByTestId('unavailable');
    expect(alert.textContent).toContain('Some parts of the platform could not be read');
    expect(alert.textContent).toContain('Redis (queues): connect ECONNREFUSED 127.0.0.1:6379');
    expect(screen.getByRole('list', { name: 'Figures at a glance' })).toBeTruthy();
    expect(within(screen.getByRole('figure', { name: 'Jobs completed per minute, last hour' })).getByText('No data for this period.')).toBeTruthy();
  });

  it('reads the chosen period', async () => {
    const { calls } = await open();
    await screen.findByRole('list', { name: 'Figures at a glance' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(screen.getByRole('option', { name: 'Last 7 days' }));
    await waitFor(() => expect(calls.map((call) => call.query.get('days'))).toContain('7'));
  });

  it('passes axe', async () => {
    await open({ ...dashboard, unavailable: [{ source: 'temporal', message: 'down' }] });
    await screen.findByRole('list', { name: 'Figures at a glance' });
    await expectAccessible();
  });
});
