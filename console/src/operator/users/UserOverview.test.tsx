import { screen, within } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../../contracts/admin.ts';
import { json } from '../../test/fakes';
import { overview } from '../testing/fixtures';
import { expectAccessible, renderOperator } from '../testing/operator-api';
import { UserShow } from './UserShow';

const anna: AdminUser = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Anna Petrova',
  email: 'anna@example.com',
  avatar: null,
  role: 'user',
  createdAt: '2026-06-01T10:00:00.000Z',
  lastSignInAt: null,
};

// A server that let a secret slip into a service's row: the page shows only the fields it knows.
const leaky = { ...overview, services: overview.services.map((service) => ({ ...service, apiKey: 'sk_live_SECRET', secret: 'amp-SECRET' })) };

const open = (answer: unknown = leaky) =>
  renderOperator(
    <Route
      path="/admin/users/:id/show"
      element={
        <ResourceContextProvider value="admin/users">
          <UserShow />
        </ResourceContextProvider>
      }
    />,
    `/admin/users/${anna.id}/show`,
    (request) => {
      if (request.path === `/admin/users/${anna.id}`) return json(200, anna);
      if (request.path === `/admin/users/${anna.id}/overview`) return json(200, answer);
      return undefined;
    },
  );

const section = (name: string) => screen.getByRole('region', { name });

describe("a user's page", () => {
  it('shows their subscription, payments, services, bot links, jobs, workflows and audit entries, each a named section', async () => {
    await open();
    await screen.findByTestId('user-overview');
    expect(within(section('Subscription')).getByRole('link', { name: 'Open the subscription' }).getAttribute('href')).toBe('/admin/subscriptions/sub-1/show');
    const payments = within(section('Payments')).getByRole('table', { name: 'Payments' });
    expect(within(payments).getByRole('link').getAttribute('href')).toBe('/admin/payments/pay-1/show');
    expect(payments.textContent).toContain('₽2,100');
    const services = within(section('Linked services')).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(services.map((row) => row.slice(0, 3))).toEqual([
      ['Service', 'Connected', 'Stored'],
      ['youtube', 'Yes', 'OAuth token'],
      ['revenuecat', 'No', '—'],
    ]);
    expect(within(section('Bot links')).getByText('anna_p')).toBeTruthy();
    expect(within(section('Recent jobs')).getByRole('link', { name: 'send-message #17' }).getAttribute('href')).toBe('/admin/jobs/telegram%3A17/show');
    const workflows = section('Recent workflows');
    expect(within(workflows).getByRole('link', { name: 'subscriptionWorkflow · subscription-0b7a' }).getAttribute('href')).toBe('/admin/workflows/subscription-0b7a%3Arun-1/show');
    expect(within(workflows).getByRole('link', { name: /Open in Temporal UI/ }).getAttribute('href')).toBe(overview.workflows[0]!.temporalUiUrl);
    expect(within(section('Audit entries')).getByText('Asked by phone')).toBeTruthy();
    await expectAccessible();
  });

  it('never shows a secret, even one the server sent by mistake', async () => {
    await open();
    await screen.findByTestId('user-overview');
    expect(document.body.textContent).not.toMatch(/SECRET/);
  });

  it('says what it has not, and which source could not be read', async () => {
    await open({ ...overview, subscription: null, payments: [], services: [], botLinks: [], jobs: [], workflows: [], audit: [], unavailable: [{ source: 'temporal', message: 'deadline exceeded' }] });
    await screen.findByTestId('user-overview');
    expect(screen.getByTestId('unavailable').textContent).toContain('Temporal (workflows): deadline exceeded');
    for (const text of ['No subscription.', 'No payments.', 'No services linked.', 'No bot linked.', 'No recent jobs.', 'No recent workflows.', 'No audit entries.']) expect(screen.getByText(text)).toBeTruthy();
  });
});
