import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../../toast/toast-store';
import { callsTo, channelSource, digest, DIGEST_ID, digestServer, folderSource, refusal, uuid } from '../testing/fake-server';
import { renderScreen } from '../testing/render-screen';
import { REDIRECT_DELAY_MS } from './use-quick-edit';

afterEach(() => {
  vi.useRealTimers();
  toasts.dismiss();
});

const route = `/telegram-digest/${DIGEST_ID}/quick-edit`;
const preferencePath = `/telegram/digest/preferences/${DIGEST_ID}`;
const typeInto = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const spin = (name: string) => screen.getByRole<HTMLInputElement>('spinbutton', { name });
const combo = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

async function openQuickEdit(server = digestServer()) {
  const view = renderScreen(route, server);
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit Digest' })).toBeTruthy();
  return view;
}

describe('/telegram-digest/{id}/quick-edit: the second, simpler edit form', () => {
  it('has Name, Enabled, Frequency, Time, Digest Instructions, Only Important Content and the channels', async () => {
    await openQuickEdit();
    expect((screen.getByRole<HTMLInputElement>('textbox', { name: /^Name/ })).value).toBe('Morning news');
    expect((screen.getByRole<HTMLInputElement>('switch', { name: 'Enabled' })).checked).toBe(true);
    expect(combo('Frequency').value).toBe('DAILY');
    expect(spin('Hour').value).toBe('9');
    expect(screen.queryByRole('combobox', { name: 'Day of Week' })).toBeNull();
    expect((screen.getByRole<HTMLTextAreaElement>('textbox', { name: /^Digest Instructions/ })).value).toBe('AI research and product launches');
    expect(screen.getByRole('switch', { name: 'Only Important Content' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Tech News' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/telegram-digest');
    expect(screen.queryByRole('spinbutton', { name: 'Maximum Length' })).toBeNull();
  });

  it('shows the day (Sunday=0 … Saturday=6) only for weekly digests, and no time for hourly ones', async () => {
    await openQuickEdit();
    fireEvent.change(combo('Frequency'), { target: { value: 'WEEKLY' } });
    const days = within(combo('Day of Week')).getAllByRole<HTMLOptionElement>('option');
    expect(days.map((option) => [option.value, option.textContent])).toEqual([
      ['0', 'Sunday'],
      ['1', 'Monday'],
      ['2', 'Tuesday'],
      ['3', 'Wednesday'],
      ['4', 'Thursday'],
      ['5', 'Friday'],
      ['6', 'Saturday'],
    ]);
    fireEvent.change(combo('Frequency'), { target: { value: 'HOURLY' } });
    expect(screen.queryByRole('spinbutton', { name: 'Hour' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Day of Week' })).toBeNull();
  });

  it('saves without maxLength, turning non-numeric time into 0, removes the channels taken off, and goes back after 500 ms', async () => {
    vi.useFakeTimers();
    const api = digestServer({ preferences: [digest({ channels: [channelSource(), folderSource()] })] });
    renderScreen(route, api);
    await flush();
    await flush();
    fireEvent.change(combo('Frequency'), { target: { value: 'WEEKLY' } });
    fireEvent.change(combo('Day of Week'), { target: { value: '6' } });
    typeInto(spin('Hour'), 'abc');
    typeInto(spin('Minute'), '45');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Work' }));
    expect(screen.queryByRole('button', { name: 'Remove Work' })).toBeNull();
    expect(screen.getByText('Removed sources are taken off the digest when you save.')).toBeTruthy();
    expect(callsTo(api, `/telegram/digest/channels/${folderSource().id}`, 'DELETE')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await flush();
    await flush();
    expect(callsTo(api, preferencePath, 'PUT').map((call) => call.body)).toEqual([
      { name: 'Morning news', prompt: 'AI research and product launches', enabled: true, onlyImportant: false, frequency: 'WEEKLY', hour: 0, minute: 45, dayOfWeek: 6, timezone: 'Europe/Moscow' },
    ]);
    expect(callsTo(api, `/telegram/digest/channels/${folderSource().id}`, 'DELETE')).toHaveLength(1);
    expect(screen.getByText('Digest settings updated successfully')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS - 1));
    expect(screen.getByTestId('location').textContent).toBe(route);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('location').textContent).toBe('/telegram-digest');
  });

  it('refuses to save without a name, instructions or a channel, with spec 5’s notice', async () => {
    const { api } = await openQuickEdit(digestServer({ preferences: [digest({ channels: [channelSource()] })] }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tech News' }));
    expect(screen.getByText('No channels selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Validation Error: Please fill in all required fields and select at least one channel')).toBeTruthy();
    expect(callsTo(api, preferencePath, 'PUT')).toHaveLength(0);
  });

  it("shows the server's message when the save fails, else 'Failed to update digest settings'", async () => {
    let answer: Error = refusal(400, 'validation_error', 'dayOfWeek applies to weekly digests only');
    const { api } = await openQuickEdit(
      digestServer({}, (call) => {
        if (call.method === 'PUT') throw answer;
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('dayOfWeek applies to weekly digests only')).toBeTruthy();
    answer = new TypeError('Failed to fetch');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update digest settings')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(route);
    expect(callsTo(api, preferencePath, 'PUT')).toHaveLength(2);
  });

  it('says "Digest not found" for another digest', async () => {
    renderScreen(`/telegram-digest/${uuid(77)}/quick-edit`, digestServer());
    expect(await screen.findByRole('heading', { level: 1, name: 'Digest not found' })).toBeTruthy();
  });

  it('says "Failed to load digest settings" and stays, with a retry', async () => {
    let fail = true;
    renderScreen(
      route,
      digestServer({}, (call) => {
        if (fail && call.path === preferencePath) throw refusal(503, 'service_unavailable', 'down');
      }),
    );
    expect(await screen.findAllByText('Failed to load digest settings')).not.toHaveLength(0);
    expect(screen.getByTestId('location').textContent).toBe(route);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toBeTruthy();
  });
});
