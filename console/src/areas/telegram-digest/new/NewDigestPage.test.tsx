import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toasts } from '../../../toast/toast-store';
import { callsTo, digestServer, refusal } from '../testing/fake-server';
import { renderScreen } from '../testing/render-screen';

afterEach(() => toasts.dismiss());

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name: new RegExp(`^${name}`) });
const spin = (name: string) => screen.getByRole<HTMLInputElement>('spinbutton', { name });
const combo = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const tab = (name: string) => screen.getByRole('tab', { name });
const panel = (name: string) => screen.getByRole('tabpanel', { name });
const typeInto = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const createButton = () => screen.getByRole('button', { name: 'Create Digest' });

async function openForm(server = digestServer()) {
  const view = renderScreen('/telegram-digest/new', server);
  expect(await screen.findByRole('heading', { level: 1, name: 'Create New Digest' })).toBeTruthy();
  await within(panel('Chats & Channels')).findByRole('region', { name: 'Your chats and channels' });
  return view;
}

describe('/telegram-digest/new: the form', () => {
  it('has Basic Information with spec 3’s defaults, and Select Sources with two tabs', async () => {
    await openForm();
    expect(screen.getByRole('heading', { level: 2, name: 'Basic Information' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Select Sources' })).toBeTruthy();
    expect(combo('Frequency').value).toBe('DAILY');
    expect(spin('Hour').value).toBe('9');
    expect(spin('Minute').value).toBe('0');
    expect(combo('Day of Week').value).toBe('1');
    expect(combo('Day of Week').disabled).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Time zone' }).getAttribute('value')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect((screen.getByRole<HTMLInputElement>('switch', { name: 'Only Important Messages' })).checked).toBe(false);
    expect(tab('Chats & Channels').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/telegram-digest');
  });

  it('disables the time for hourly digests and enables the day only for weekly ones', async () => {
    await openForm();
    fireEvent.change(combo('Frequency'), { target: { value: 'HOURLY' } });
    expect(spin('Hour').disabled).toBe(true);
    expect(spin('Minute').disabled).toBe(true);
    expect(combo('Day of Week').disabled).toBe(true);
    fireEvent.change(combo('Frequency'), { target: { value: 'WEEKLY' } });
    expect(spin('Hour').disabled).toBe(false);
    expect(combo('Day of Week').disabled).toBe(false);
    typeInto(spin('Hour'), '31');
    expect(spin('Hour').value).toBe('23');
  });

  it('refuses to create without a name, a prompt and a source: "Validation Error"', async () => {
    const { api } = await openForm();
    fireEvent.click(createButton());
    expect(await screen.findByText('Validation Error')).toBeTruthy();
    expect(screen.getByText('Please fill in all required fields and add at least one source')).toBeTruthy();
    typeInto(field('Digest Name'), 'Morning');
    typeInto(field('Interest Filter'), 'AI news');
    fireEvent.click(createButton());
    expect(await screen.findByText('Please fill in all required fields and add at least one source')).toBeTruthy();
    expect(callsTo(api, '/telegram/digest/preferences', 'POST')).toHaveLength(0);
  });
});

describe('/telegram-digest/new: sources', () => {
  it('lists the account’s chats and adds one, refusing it a second time with "Channel already added"', async () => {
    await openForm();
    const list = within(panel('Chats & Channels')).getByRole('region', { name: 'Your chats and channels' });
    expect(within(list).getByText('@technews · Channel')).toBeTruthy();
    expect(within(list).getByText('Group')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Add Tech News' }));
    const selected = screen.getByTestId('selected-sources');
    expect(within(selected).getByRole('heading', { name: 'Selected sources (1)' })).toBeTruthy();
    expect(within(selected).getByText('Tech News')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Add Tech News' }));
    expect(await screen.findByText('Channel already added')).toBeTruthy();
    expect(within(selected).getAllByText('Tech News')).toHaveLength(1);
    fireEvent.click(within(selected).getByRole('button', { name: 'Remove Tech News' }));
    expect(within(selected).getByText('No sources selected yet.')).toBeTruthy();
  });

  it('searches with the box, and an empty search clears the results', async () => {
    const { api } = await openForm();
    const chats = panel('Chats & Channels');
    const search = within(chats).getByRole('searchbox', { name: 'Search chats and channels' });
    typeInto(search, 'space');
    fireEvent.click(within(chats).getByRole('button', { name: 'Search' }));
    const results = await within(chats).findByRole('region', { name: 'Results for "space"' });
    expect(within(results).getByText('Space Weekly')).toBeTruthy();
    expect(within(results).queryByText('Tech News')).toBeNull();
    expect(callsTo(api, '/telegram/digest/channels/search?query=space')).toHaveLength(1);

    typeInto(search, 'nothing here');
    fireEvent.submit(search.closest('form')!);
    expect(await within(chats).findByText('No channels found for "nothing here"...')).toBeTruthy();

    typeInto(search, '');
    expect(within(chats).getByRole('region', { name: 'Your chats and channels' })).toBeTruthy();
    expect(within(chats).queryByText('No channels found for "nothing here"...')).toBeNull();
    expect(api.calls.filter((call) => call.path.startsWith('/telegram/digest/channels/search'))).toHaveLength(2);
  });

  it('says why a search or the chats could not be loaded', async () => {
    renderScreen(
      '/telegram-digest/new',
      digestServer({}, (call) => {
        if (call.path === '/telegram/digest/channels/available') throw refusal(409, 'telegram_session_revoked', 'Telegram ended this session. Sign in again in Set Up.');
        if (call.path.startsWith('/telegram/digest/channels/search')) throw refusal(429, 'rate_limited', 'Telegram asks to wait 30 seconds before trying again.');
      }),
    );
    expect(await screen.findByText('Failed to load channels. Please check your Telegram connection.')).toBeTruthy();
    const chats = panel('Chats & Channels');
    typeInto(within(chats).getByRole('searchbox'), 'news');
    fireEvent.click(within(chats).getByRole('button', { name: 'Search' }));
    expect(await within(chats).findByText('Failed to search channels: Telegram asks to wait 30 seconds before trying again.')).toBeTruthy();
  });

  it('lists the folders on their tab and refuses one twice with "Folder already added"', async () => {
    const { api } = await openForm();
    expect(callsTo(api, '/telegram/digest/folders')).toHaveLength(0);
    fireEvent.click(tab('Folders'));
    const folders = await within(panel('Folders')).findByRole('region', { name: 'Your folders' });
    expect(within(folders).getByText('4 chats')).toBeTruthy();
    fireEvent.click(within(folders).getByRole('button', { name: 'Add Work' }));
    fireEvent.click(within(folders).getByRole('button', { name: 'Add Work' }));
    expect(await screen.findByText('Folder already added')).toBeTruthy();
    expect(within(screen.getByTestId('selected-sources')).getByRole('heading', { name: 'Selected sources (1)' })).toBeTruthy();
    // Back on the first tab, the chats are still there (the panels stay mounted).
    fireEvent.click(tab('Chats & Channels'));
    expect(within(panel('Chats & Channels')).getByRole('region', { name: 'Your chats and channels' })).toBeTruthy();
    expect(callsTo(api, '/telegram/digest/channels/available')).toHaveLength(1);
  });
});

describe('/telegram-digest/new: Create', () => {
  it('creates the digest, then adds each source, then returns to the list with "Digest created successfully"', async () => {
    const { api } = await openForm();
    typeInto(field('Digest Name'), 'Morning');
    typeInto(field('Interest Filter'), 'AI news');
    fireEvent.change(combo('Frequency'), { target: { value: 'HOURLY' } });
    fireEvent.click(within(panel('Chats & Channels')).getByRole('button', { name: 'Add Design Chat' }));
    fireEvent.click(tab('Folders'));
    fireEvent.click(await within(panel('Folders')).findByRole('button', { name: 'Add News' }));
    fireEvent.click(createButton());

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/telegram-digest'));
    expect(screen.getByText('Digest created successfully')).toBeTruthy();
    const [created] = callsTo(api, '/telegram/digest/preferences', 'POST');
    // Spec 5: no hour (and no dayOfWeek) for an hourly digest.
    expect(created?.body).toEqual({ name: 'Morning', prompt: 'AI news', onlyImportant: false, frequency: 'HOURLY', minute: 0, timezone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    const digestId = api.state.preferences.at(-1)!.id;
    expect(callsTo(api, `/telegram/digest/preferences/${digestId}/channels`, 'POST').map((call) => call.body)).toEqual([{ channelId: '-1001000000002', name: 'Design Chat', type: 'GROUP' }]);
    expect(callsTo(api, `/telegram/digest/preferences/${digestId}/folders`, 'POST').map((call) => call.body)).toEqual([{ folderId: 3, name: 'News' }]);
  });

  it('sends the hour for a daily digest and the day for a weekly one', async () => {
    const { api } = await openForm();
    typeInto(field('Digest Name'), 'Weekly');
    typeInto(field('Interest Filter'), 'Space');
    fireEvent.change(combo('Frequency'), { target: { value: 'WEEKLY' } });
    fireEvent.change(combo('Day of Week'), { target: { value: '0' } });
    typeInto(spin('Hour'), '18');
    typeInto(spin('Minute'), '30');
    fireEvent.click(screen.getByRole('switch', { name: 'Only Important Messages' }));
    fireEvent.click(within(panel('Chats & Channels')).getByRole('button', { name: 'Add Tech News' }));
    fireEvent.click(createButton());
    await waitFor(() => expect(callsTo(api, '/telegram/digest/preferences', 'POST')).toHaveLength(1));
    expect(callsTo(api, '/telegram/digest/preferences', 'POST')[0]?.body).toMatchObject({ frequency: 'WEEKLY', hour: 18, minute: 30, dayOfWeek: 0, onlyImportant: true });
  });

  it('stays with "Failed to create digest" when the digest is refused', async () => {
    const { api } = await openForm(
      digestServer({}, (call) => {
        if (call.method === 'POST' && call.path === '/telegram/digest/preferences') throw refusal(503, 'service_unavailable', 'down');
      }),
    );
    typeInto(field('Digest Name'), 'Morning');
    typeInto(field('Interest Filter'), 'AI news');
    fireEvent.click(within(panel('Chats & Channels')).getByRole('button', { name: 'Add Tech News' }));
    fireEvent.click(createButton());
    expect(await screen.findByText('Failed to create digest')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/telegram-digest/new');
    expect(callsTo(api, '/telegram/digest/preferences', 'POST')).toHaveLength(1);
    expect((createButton() as HTMLButtonElement).disabled).toBe(false);
  });
});
