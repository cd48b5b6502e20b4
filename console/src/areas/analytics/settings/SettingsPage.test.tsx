import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_MESSAGES } from '../../../../../contracts/analytics.ts';
import { toasts } from '../../../toast/toast-store';
import { analyticsServer, callsTo, emptyStatus, refusal, type Server } from '../testing/fake-server';
import { renderScreen } from '../testing/render-screen';

afterEach(() => toasts.dismiss());

const open = async (server: Server = analyticsServer()) => {
  renderScreen('/analytics/settings', server);
  await screen.findByTestId('service-revenuecat');
  return server;
};
const card = (service: 'revenuecat' | 'amplitude') => screen.getByTestId(`service-${service}`);
const saveButton = () => screen.getByRole('button', { name: 'Save Settings' });
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const confirmWith = (answer: boolean) => vi.spyOn(window, 'confirm').mockReturnValue(answer);

describe('/analytics/settings: the cards', () => {
  it('shows each service with what is stored and its last check, Monitoring Preferences, the bot and Getting Started', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics Settings' })).toBeTruthy();
    const revenuecat = card('revenuecat');
    expect(within(revenuecat).getByRole('heading', { name: 'RevenueCat' })).toBeTruthy();
    expect(within(revenuecat).getByTestId('service-state').textContent).toBe('Connected');
    expect(within(revenuecat).getByText(/^Project: Moonly · Checked /)).toBeTruthy();
    expect(within(revenuecat).getByRole('heading', { name: 'How to get the keys' })).toBeTruthy();
    expect(within(revenuecat).getByText(/API version V2 and give it read-only access to Charts metrics/)).toBeTruthy();
    const amplitude = card('amplitude');
    expect(within(amplitude).getByTestId('service-state').textContent).toBe('Key refused');
    expect(within(amplitude).getByTestId('service-detail').textContent).toBe('The Amplitude secret key was refused (401).');
    expect(screen.getByRole('heading', { name: 'Monitoring Preferences' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Analytics Bot' })).toBeTruthy();
    expect(within(screen.getByTestId('getting-started')).getByRole('heading', { name: 'Getting Started' })).toBeTruthy();
    expect(['Delete All Credentials', 'Save Settings'].map((name) => screen.getByRole('button', { name }).textContent)).toEqual(['Delete All Credentials', 'Save Settings']);
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/analytics');
  });

  it('shows the secret key as dots until "Show", and back', async () => {
    await open();
    const field = screen.getByLabelText('Secret API key (bearer token)');
    expect(field.getAttribute('type')).toBe('password');
    expect(field.getAttribute('placeholder')).toBe('Saved. Enter a new key to replace it.');
    const toggle = within(card('revenuecat')).getByRole('button', { name: 'Show Secret API key (bearer token)' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(field.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(field.getAttribute('type')).toBe('password');
  });

  it('says "Failed to load analytics credentials" when the read fails, and tries again', async () => {
    let fail = true;
    renderScreen('/analytics/settings', analyticsServer({}, (call) => (fail && call.path === '/analytics/credentials' ? refusal(503, 'service_unavailable', 'down') : undefined)));
    expect(await screen.findByText('Failed to load analytics credentials')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('service-revenuecat')).toBeTruthy();
  });
});

describe('/analytics/settings: Save Settings', () => {
  it('is disabled until something is entered or changed', async () => {
    await open();
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    type('Secret API key (bearer token)', 'sk_new');
    expect(saveButton().hasAttribute('disabled')).toBe(false);
    type('Secret API key (bearer token)', '   ');
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'Critical alerts only' }));
    expect(saveButton().hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('switch', { name: 'Critical alerts only' }));
    expect(saveButton().hasAttribute('disabled')).toBe(true);
  });

  it('sends the keys trimmed with the monitoring preferences, and forgets them once saved', async () => {
    const server = await open(analyticsServer({ status: emptyStatus() }));
    type('Secret API key (bearer token)', '  sk_live_123  ');
    type('API key', ' amp-key ');
    type('Secret key', ' amp-secret ');
    fireEvent.click(saveButton());
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(callsTo(server, '/analytics/credentials', 'POST').map((call) => call.body)).toEqual([
      {
        revenuecatApiKey: 'sk_live_123',
        amplitudeApiKey: 'amp-key',
        amplitudeSecretKey: 'amp-secret',
        monitoringPreferences: { anomalyThreshold: 0.15, dailyMonitoringEnabled: true, notificationHour: 9, notificationTimezone: 'UTC', criticalOnly: false },
      },
    ]);
    expect(screen.getByLabelText<HTMLInputElement>('Secret API key (bearer token)').value).toBe('');
    expect(within(card('revenuecat')).getByTestId('service-state').textContent).toBe('Not checked yet');
    expect(saveButton().hasAttribute('disabled')).toBe(true);
  });

  it(`refuses half an Amplitude pair: "${ANALYTICS_MESSAGES.amplitudePair}"`, async () => {
    const server = await open();
    type('API key', 'amp-key');
    fireEvent.click(saveButton());
    expect(screen.getByTestId('form-problem').textContent).toBe('Both Amplitude API key and secret key are required');
    expect(screen.getByLabelText('Secret key').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(server, '/analytics/credentials', 'POST')).toHaveLength(0);
    type('Secret key', 'amp-secret');
    expect(screen.queryByTestId('form-problem')).toBeNull();
  });

  it(`asks for a set of keys when none is stored: "${ANALYTICS_MESSAGES.atLeastOne}"`, async () => {
    const server = await open(analyticsServer({ status: emptyStatus() }));
    fireEvent.click(screen.getByRole('switch', { name: 'Daily monitoring' }));
    fireEvent.click(saveButton());
    expect(screen.getByTestId('form-problem').textContent).toBe('Please provide at least one set of credentials');
    expect(server.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('sends only the preferences when the keys are stored and only those changed', async () => {
    const server = await open();
    fireEvent.click(screen.getByRole('switch', { name: 'Critical alerts only' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Notification timezone' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Moscow' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Notification hour' }));
    fireEvent.click(await screen.findByRole('option', { name: '07:00' }));
    fireEvent.click(saveButton());
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(callsTo(server, '/analytics/monitoring-preferences', 'PATCH').map((call) => call.body)).toEqual([
      { anomalyThreshold: 0.15, dailyMonitoringEnabled: true, notificationHour: 7, notificationTimezone: 'Europe/Moscow', criticalOnly: true },
    ]);
    expect(callsTo(server, '/analytics/credentials', 'POST')).toHaveLength(0);
    expect(saveButton().hasAttribute('disabled')).toBe(true);
  });

  it('shows the server’s words when saving fails, else "Failed to save credentials"', async () => {
    let answer = refusal(400, 'validation_error', 'revenuecatApiKey must be at most 200 characters');
    await open(analyticsServer({}, (call) => (call.method === 'POST' && call.path === '/analytics/credentials' ? answer : undefined)));
    type('Secret API key (bearer token)', 'sk_x');
    fireEvent.click(saveButton());
    expect(await screen.findByText('revenuecatApiKey must be at most 200 characters')).toBeTruthy();
    answer = refusal(500, 'internal_error', '');
    fireEvent.click(saveButton());
    expect(await screen.findByText('Failed to save credentials')).toBeTruthy();
  });
});

describe('/analytics/settings: Monitoring Preferences', () => {
  it('runs the threshold from 5% to 50% in steps of 1%, said as a percent', async () => {
    await open();
    const slider = screen.getByRole('slider', { name: 'Anomaly threshold' });
    expect([slider.getAttribute('aria-valuemin'), slider.getAttribute('aria-valuemax'), slider.getAttribute('step'), slider.getAttribute('aria-valuetext')]).toEqual(['0.05', '0.5', '0.01', '15%']);
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuetext')).toBe('16%');
    expect(screen.getByTestId('threshold-value').textContent).toBe('16%');
    expect(saveButton().hasAttribute('disabled')).toBe(false);
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider.getAttribute('aria-valuetext')).toBe('50%');
  });

  it('offers the ten notification timezones by name and the hours 0-23', async () => {
    await open();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Notification timezone' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['UTC', 'New York', 'Los Angeles', 'Chicago', 'London', 'Berlin', 'Moscow', 'Tokyo', 'Shanghai', 'Sydney']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Notification hour' }));
    const hours = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect([hours.length, hours[0], hours[23]]).toEqual([24, '00:00', '23:00']);
  });
});

describe('/analytics/settings: Test Connection, Remove, Delete All Credentials', () => {
  it('tests a stored key and shows what it could read, then the new state', async () => {
    const server = await open();
    fireEvent.click(within(card('revenuecat')).getByRole('button', { name: 'Test Connection' }));
    const result = await within(card('revenuecat')).findByTestId('test-result');
    expect(result.textContent).toBe('Connected to RevenueCat.Project: MoonlyMetrics available: revenue, mrr, actives');
    expect(callsTo(server, '/analytics/credentials/test', 'POST').map((call) => call.body)).toEqual([{ service: 'revenuecat' }]);
    // The check is stored with the service: the card reads the status again.
    await waitFor(() => expect(callsTo(server, '/analytics/credentials')).toHaveLength(2));
    fireEvent.click(within(card('amplitude')).getByRole('button', { name: 'Test Connection' }));
    expect((await within(card('amplitude')).findByTestId('test-result')).textContent).toBe('The Amplitude secret key was refused (401).');
    await waitFor(() => expect(within(card('amplitude')).getByTestId('service-detail').textContent).toBe('The Amplitude secret key was refused (401).'));
  });

  it('cannot test a service with no key stored', async () => {
    await open(analyticsServer({ status: emptyStatus() }));
    expect(within(card('revenuecat')).getByRole('button', { name: 'Test Connection' }).hasAttribute('disabled')).toBe(true);
    expect(within(card('revenuecat')).getByText('Save a key first, then test it.')).toBeTruthy();
  });

  it('says "Connection test failed", or the server’s words, when the test call fails', async () => {
    let answer = refusal(500, 'internal_error', '');
    await open(analyticsServer({}, (call) => (call.path === '/analytics/credentials/test' ? answer : undefined)));
    fireEvent.click(within(card('revenuecat')).getByRole('button', { name: 'Test Connection' }));
    expect(await screen.findByText('Connection test failed')).toBeTruthy();
    answer = refusal(429, 'rate_limited', 'RevenueCat asks us to slow down');
    fireEvent.click(within(card('revenuecat')).getByRole('button', { name: 'Test Connection' }));
    expect(await screen.findByText('RevenueCat asks us to slow down')).toBeTruthy();
  });

  it('removes one service after the browser’s confirm, and not without it', async () => {
    const server = await open();
    const confirm = confirmWith(false);
    fireEvent.click(within(card('amplitude')).getByRole('button', { name: 'Remove' }));
    expect(confirm).toHaveBeenCalledWith('Remove the Amplitude credentials? This action cannot be undone.');
    expect(callsTo(server, '/analytics/credentials', 'DELETE')).toHaveLength(0);
    confirm.mockReturnValue(true);
    fireEvent.click(within(card('amplitude')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(card('amplitude')).getByTestId('service-state').textContent).toBe('Not configured'));
    expect(callsTo(server, '/analytics/credentials', 'DELETE').map((call) => call.body)).toEqual([{ service: 'amplitude' }]);
    expect(within(card('revenuecat')).getByTestId('service-state').textContent).toBe('Connected');
  });

  it('deletes every key after a confirm that says it cannot be undone', async () => {
    const server = await open();
    const confirm = confirmWith(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete All Credentials' }));
    expect(confirm).toHaveBeenCalledWith('Delete all analytics credentials? This action cannot be undone.');
    expect(await screen.findByText('All analytics credentials deleted')).toBeTruthy();
    expect(callsTo(server, '/analytics/credentials', 'DELETE').map((call) => call.body)).toEqual([{ service: 'all' }]);
    expect(screen.getByRole('button', { name: 'Delete All Credentials' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the server’s words when deleting fails, else "Failed to delete credentials"', async () => {
    confirmWith(true);
    await open(analyticsServer({}, (call) => (call.method === 'DELETE' && call.path === '/analytics/credentials' ? refusal(500, 'internal_error', '') : undefined)));
    fireEvent.click(screen.getByRole('button', { name: 'Delete All Credentials' }));
    expect(await screen.findByText('Failed to delete credentials')).toBeTruthy();
  });
});
