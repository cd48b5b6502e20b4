import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toasts } from '../../../toast/toast-store';
import { callsTo, channelSource, digest, DIGEST_ID, digestServer, digestStatus, noCredentials, OTHER_DIGEST_ID, refusal } from '../testing/fake-server';
import { renderScreen } from '../testing/render-screen';

afterEach(() => toasts.dismiss());

const card = (name: string) => screen.getByRole('article', { name });

describe('/telegram-digest: what the state calls for', () => {
  it('shows a skeleton while the status loads', () => {
    renderScreen('/telegram-digest', digestServer({}, (call) => (call.path === '/telegram/digest/status' ? new Promise(() => undefined) : undefined)));
    expect(screen.getByTestId('digests-loading')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading your digests...');
    expect(screen.getByRole('heading', { level: 1, name: 'Telegram Digest' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create Digest' })).toBeNull();
  });

  it('asks for the API credentials first, with a link to the set-up, and reads no digests', async () => {
    const { api } = renderScreen('/telegram-digest', digestServer({ status: noCredentials() }));
    const warning = await screen.findByTestId('missing-credentials');
    expect(within(warning).getByRole('link', { name: 'Set up Telegram Digest' }).getAttribute('href')).toBe('/telegram-digest/setup');
    expect(callsTo(api, '/telegram/digest/preferences')).toHaveLength(0);
    expect(screen.queryByTestId('bot-connect')).toBeNull();
  });

  it('says "Failed to load digest preferences" with a way to try again', async () => {
    let fail = true;
    renderScreen(
      '/telegram-digest',
      digestServer({}, (call) => {
        if (fail && call.path === '/telegram/digest/preferences') throw refusal(503, 'service_unavailable', 'down');
      }),
    );
    expect(await screen.findByText('Failed to load digest preferences')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Morning news' })).toBeTruthy();
  });
});

describe('/telegram-digest: the connection and the digests', () => {
  it('shows the Connection Status card and each digest card with its schedule, sources, state and links', async () => {
    renderScreen('/telegram-digest', digestServer());
    const connection = await screen.findByTestId('connection-status');
    expect(within(connection).getByRole('heading', { name: 'Connection Status' })).toBeTruthy();
    expect(within(connection).getByText('API Connected')).toBeTruthy();
    expect(within(connection).getByText('Bot Connected')).toBeTruthy();
    expect(within(connection).getByText('Connected as: @anna_t')).toBeTruthy();
    expect(within(connection).getByRole('link', { name: 'Manage Connection' }).getAttribute('href')).toBe('/telegram-digest/setup');
    expect(screen.getByRole('link', { name: 'Create Digest' }).getAttribute('href')).toBe('/telegram-digest/new');

    const morning = card('Morning news');
    expect(within(morning).getByText('Daily at 09:00 (Europe/Moscow)')).toBeTruthy();
    expect(within(morning).getByText('1 channel · 1 folder')).toBeTruthy();
    expect(within(morning).getByText('Active')).toBeTruthy();
    expect(within(morning).getByText(/^Last sent: /)).toBeTruthy();
    expect(within(morning).getByRole('link', { name: 'Edit Morning news' }).getAttribute('href')).toBe(`/telegram-digest/${DIGEST_ID}`);
    expect(within(morning).getByRole('link', { name: 'History' }).getAttribute('href')).toBe(`/telegram-digest/${DIGEST_ID}/history`);
    expect(within(morning).getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(within(morning).getByRole('button', { name: 'Test' })).toBeTruthy();
    expect(within(morning).queryByText('No sources configured')).toBeNull();
    expect(within(morning).queryByText('Never sent')).toBeNull();
  });

  it('warns about a digest with no sources, says "Never sent", and shows the last run’s failure', async () => {
    renderScreen(
      '/telegram-digest',
      digestServer({
        status: digestStatus({ apiConnected: false, sessionRevoked: true }),
        preferences: [
          digest({
            id: OTHER_DIGEST_ID,
            name: 'Weekly roundup',
            frequency: 'WEEKLY',
            dayOfWeek: 5,
            hour: 18,
            minute: 30,
            enabled: false,
            channels: [],
            lastSentAt: null,
            lastRun: { id: 'run-1', kind: 'scheduled', status: 'failed', startedAt: '2026-03-10T06:00:00.000Z', finishedAt: '2026-03-10T06:00:05.000Z', detail: 'Telegram ended this session. Sign in again in Set Up.' },
          }),
        ],
      }),
    );
    const weekly = await screen.findByRole('article', { name: 'Weekly roundup' });
    expect(within(weekly).getByText('Weekly on Friday at 18:30 (Europe/Moscow)')).toBeTruthy();
    expect(within(weekly).getByText('0 channels · 0 folders')).toBeTruthy();
    expect(within(weekly).getByText('Paused')).toBeTruthy();
    expect(within(weekly).getByText('No sources configured')).toBeTruthy();
    expect(within(weekly).getByText('Never sent')).toBeTruthy();
    expect(within(weekly).getByTestId('last-run-failed').textContent).toBe('The last digest failed: Telegram ended this session. Sign in again in Set Up.');
    expect(within(weekly).getByRole('button', { name: 'Resume' })).toBeTruthy();
    const connection = screen.getByTestId('connection-status');
    expect(within(connection).getByText('API Not Connected')).toBeTruthy();
    expect(within(connection).getByText(/Telegram ended your session/)).toBeTruthy();
  });

  it('shows the empty state with "Create Your First Digest"', async () => {
    renderScreen('/telegram-digest', digestServer({ preferences: [] }));
    const empty = await screen.findByTestId('digests-empty');
    expect(within(empty).getByText('No digests configured yet...')).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Create Your First Digest' }).getAttribute('href')).toBe('/telegram-digest/new');
  });
});

describe('/telegram-digest: the card’s buttons', () => {
  it('pauses and resumes with a PUT of only {enabled}, saying "Digest disabled" and "Digest enabled"', async () => {
    const { api } = renderScreen('/telegram-digest', digestServer());
    const morning = await screen.findByRole('article', { name: 'Morning news' });
    fireEvent.click(within(morning).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Digest disabled')).toBeTruthy();
    expect(within(morning).getByText('Paused')).toBeTruthy();
    fireEvent.click(within(morning).getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('Digest enabled')).toBeTruthy();
    expect(within(morning).getByText('Active')).toBeTruthy();
    expect(callsTo(api, `/telegram/digest/preferences/${DIGEST_ID}`, 'PUT').map((call) => call.body)).toEqual([{ enabled: false }, { enabled: true }]);
  });

  it('says "Failed to update preference" when the change is refused', async () => {
    renderScreen(
      '/telegram-digest',
      digestServer({}, (call) => {
        if (call.method === 'PUT') throw refusal(503, 'service_unavailable', 'Try again in a minute.');
      }),
    );
    fireEvent.click(within(await screen.findByRole('article', { name: 'Morning news' })).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Failed to update preference')).toBeTruthy();
    expect(within(card('Morning news')).getByText('Active')).toBeTruthy();
  });

  it('runs a test digest, showing its progress, then "Test digest sent!"', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const { api } = renderScreen(
      '/telegram-digest',
      digestServer({}, (call) => (call.path.endsWith('/test') ? new Promise((resolve) => (finish = resolve)) : undefined)),
    );
    const morning = await screen.findByRole('article', { name: 'Morning news' });
    fireEvent.click(within(morning).getByRole('button', { name: 'Test' }));
    const running = within(morning).getByRole('button', { name: 'Testing...' });
    expect((running as HTMLButtonElement).disabled).toBe(true);
    expect(within(morning).getByText('Generating a test digest for Morning news. This can take up to a minute.')).toBeTruthy();
    finish({ success: true, runKey: 'digest-test-1', status: 'sent', messageCount: 1 });
    expect(await screen.findByText('Test digest sent!')).toBeTruthy();
    expect(within(morning).getByRole('button', { name: 'Test' })).toBeTruthy();
    expect(callsTo(api, `/telegram/digest/preferences/${DIGEST_ID}/test`, 'POST')).toHaveLength(1);
    // The card is read again: the run changed its last-sent time.
    await waitFor(() => expect(callsTo(api, '/telegram/digest/preferences')).toHaveLength(2));
  });

  it('says "Failed to generate test digest" with the run’s reason', async () => {
    renderScreen(
      '/telegram-digest',
      digestServer({}, (call) => {
        if (call.path.endsWith('/test')) throw refusal(409, 'digest_run_failed', 'The digest bot is not linked.');
      }),
    );
    fireEvent.click(within(await screen.findByRole('article', { name: 'Morning news' })).getByRole('button', { name: 'Test' }));
    expect(await screen.findByText('Failed to generate test digest')).toBeTruthy();
    expect(screen.getByText('The digest bot is not linked.')).toBeTruthy();
  });

  it('deletes a digest only after the "Delete Digest" confirmation', async () => {
    const { api } = renderScreen('/telegram-digest', digestServer({ preferences: [digest(), digest({ id: OTHER_DIGEST_ID, name: 'Evening', channels: [channelSource()] })] }));
    const evening = await screen.findByRole('article', { name: 'Evening' });
    fireEvent.click(within(evening).getByRole('button', { name: 'Delete Evening' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Digest' });
    expect(within(dialog).getByText('Delete “Evening”? Its history is deleted too. This cannot be undone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(api, `/telegram/digest/preferences/${OTHER_DIGEST_ID}`, 'DELETE')).toHaveLength(0);

    fireEvent.click(within(card('Evening')).getByRole('button', { name: 'Delete Evening' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete Digest' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('article', { name: 'Evening' })).toBeNull();
    expect(callsTo(api, `/telegram/digest/preferences/${OTHER_DIGEST_ID}`, 'DELETE')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Morning news' })).toBeTruthy();
    expect(screen.getByText('Digest deleted')).toBeTruthy();
    // Its button is gone: focus lands on the list's heading.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your digests' })));
  });

  it('keeps the digest and says "Failed to delete digest" when the deletion fails', async () => {
    renderScreen(
      '/telegram-digest',
      digestServer({}, (call) => {
        if (call.method === 'DELETE') throw refusal(503, 'service_unavailable', 'down');
      }),
    );
    fireEvent.click(within(await screen.findByRole('article', { name: 'Morning news' })).getByRole('button', { name: 'Delete Morning news' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete Digest' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete digest')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Delete Digest' })).toBeTruthy();
    // The page behind the open dialog is hidden from the accessibility tree, not gone.
    expect(screen.getByRole('article', { name: 'Morning news', hidden: true })).toBeTruthy();
  });
});
