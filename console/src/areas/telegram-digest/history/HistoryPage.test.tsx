import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { digest, DIGEST_ID, digestServer, historyEntry, refusal, uuid } from '../testing/fake-server';
import { renderScreen } from '../testing/render-screen';

const route = `/telegram-digest/${DIGEST_ID}/history`;

describe('/telegram-digest/{id}/history', () => {
  it('shows "{name} - History" and each digest sent with its time, message count and text', async () => {
    renderScreen(
      route,
      digestServer({
        preferences: [digest({ history: [historyEntry(), historyEntry({ id: uuid(202), sentAt: '2026-03-09T06:00:00.000Z', messageCount: 1, content: 'Quiet day' })] })],
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Morning news - History' })).toBeTruthy();
    expect(screen.getByText('The digests sent to you in Telegram, newest first.')).toBeTruthy();
    const [first, second] = screen.getAllByTestId('history-entry');
    expect(within(first!).getByText('2 messages')).toBeTruthy();
    expect(within(first!).getByRole('heading', { level: 2 }).querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-10T06:00:00.000Z');
    expect(within(second!).getByText('1 message')).toBeTruthy();
    expect(within(second!).getByText('Quiet day')).toBeTruthy();
    const content = within(first!).getByTestId('digest-content');
    expect(within(content).getByText('Morning news').tagName).toBe('STRONG');
    expect(within(content).getByText('9 Mar, 09:00 – 10 Mar, 09:00').tagName).toBe('EM');
    expect(within(content).getByRole('link', { name: 'Tech News' }).getAttribute('href')).toBe('https://t.me/technews/42');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(`/telegram-digest/${DIGEST_ID}`);
  });

  it('draws only <b>, <i> and http(s) links: scripts, handlers and other links are text at most', async () => {
    const html = '<b onclick="alert(1)">Bold</b> <img src=x onerror="alert(2)"><script>alert(3)</script><a href="javascript:alert(4)">bad link</a> <u>under</u> <a href="http://example.com" style="color:red">ok</a>';
    renderScreen(route, digestServer({ preferences: [digest({ history: [historyEntry({ content: html })] })] }));
    const content = await screen.findByTestId('digest-content');
    expect(content.querySelector('img, script, u, [onclick], [onerror], [style]')).toBeNull();
    expect(within(content).getByText('Bold').tagName).toBe('STRONG');
    expect(within(content).getByText('bad link').tagName).toBe('SPAN');
    expect(within(content).getByText('under').tagName).toBe('SPAN');
    expect(within(content).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['http://example.com']);
    expect(content.textContent).not.toContain('alert(3)');
  });

  it('says "No digests have been sent yet." when there are none', async () => {
    renderScreen(route, digestServer({ preferences: [digest({ history: [] })] }));
    expect(await screen.findByText('No digests have been sent yet.')).toBeTruthy();
  });

  it('says "Digest not found" for another digest and when the history cannot be loaded', async () => {
    const { unmount } = renderScreen(`/telegram-digest/${uuid(5)}/history`, digestServer());
    expect(await screen.findByRole('heading', { level: 1, name: 'Digest not found' })).toBeTruthy();
    unmount();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderScreen(
      route,
      digestServer({}, () => {
        throw refusal(503, 'service_unavailable', 'down');
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Digest not found' })).toBeTruthy();
    // Spec 8: the failure is logged, then 'Digest not found' is shown.
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Loading the digest history failed', expect.anything()));
  });
});
