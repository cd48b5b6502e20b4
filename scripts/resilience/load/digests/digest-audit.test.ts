import { describe, expect, it } from 'vitest';
import { countDigests, headerOf, type BotMessage, type DigestOffer, type DigestRunRow } from './digest-audit.ts';

const content = (name: string, minute = '10') => `<b>${name}</b>\n<i>26 Nov, 09:${minute} – 27 Nov, 09:${minute}</i>\n\n• A story (<a href="https://t.me/x/1">X</a>)`;
const run = (runKey: string, name: string, status = 'sent', chatId = 1, minute = '10'): DigestRunRow => ({ runKey, chatId, status, content: status === 'empty' ? null : content(name, minute) });
const message = (name: string, chatId = 1, minute = '10'): BotMessage => ({ chatId, text: content(name, minute) });
const offer = (runKey: string | null, accepted = true): DigestOffer => ({ key: runKey ?? 'd7', accepted, runKey });

describe('counting test digests', () => {
  it('reads the header: name and period', () => {
    expect(headerOf(content('Morning'))).toBe('<b>Morning</b>\n<i>26 Nov, 09:10 – 27 Nov, 09:10</i>');
  });

  it('counts a sent run with its one message in its chat exactly once', () => {
    const result = countDigests([offer('k1'), offer('k2')], [run('k1', 'A'), run('k2', 'B', 'sent', 2)], [message('A'), message('B', 2), { chatId: 1, text: 'Your digest could not be made' }]);
    expect(result).toMatchObject({ accepted: 2, exactlyOnce: 2, lost: 0, doubled: 0, problems: [] });
  });

  it('tells digests apart by name and minute, and chats apart', () => {
    const result = countDigests([offer('k1'), offer('k2')], [run('k1', 'A 1'), run('k2', 'A 1', 'sent', 1, '11')], [message('A 10'), message('A 1', 2), message('A 1', 1, '11')]);
    expect(result).toMatchObject({ exactlyOnce: 1, lost: 1 });
    expect(result.problems).toEqual([expect.stringMatching(/^k1: accepted and sent, but 0 digests in chat 1/)]);
  });

  it('finds a digest sent twice, for an accepted and for a refused Test', () => {
    expect(countDigests([offer('k1')], [run('k1', 'A')], [message('A'), message('A')])).toMatchObject({ accepted: 1, exactlyOnce: 0, doubled: 1 });
    expect(countDigests([offer(null, false)], [run('k9', 'A')], [message('A'), message('A')])).toMatchObject({ accepted: 0, doubled: 1 });
    expect(countDigests([offer(null, false)], [run('k9', 'A')], [message('A')])).toMatchObject({ accepted: 0, doubled: 0, lost: 0 });
  });

  it('counts runs of one digest in the same minute together: as many messages as runs', () => {
    const runs = [run('k1', 'A'), run('k2', 'A')];
    expect(countDigests([offer('k1'), offer('k2')], runs, [message('A'), message('A')])).toMatchObject({ exactlyOnce: 2, lost: 0, doubled: 0 });
    expect(countDigests([offer('k1'), offer('k2')], runs, [message('A')])).toMatchObject({ exactlyOnce: 1, lost: 1, doubled: 0 });
    expect(countDigests([offer('k1'), offer('k2')], runs, [message('A'), message('A'), message('A')])).toMatchObject({ doubled: 1 });
  });

  it('counts an accepted Test lost when its run is missing, still running or failed', () => {
    expect(countDigests([offer('k1')], [], [])).toMatchObject({ accepted: 1, lost: 1 });
    expect(countDigests([offer(null)], [], [])).toMatchObject({ accepted: 1, lost: 1 });
    expect(countDigests([offer('k1')], [run('k1', 'A', 'running')], [message('A')])).toMatchObject({ lost: 1 });
    expect(countDigests([offer('k1')], [{ ...run('k1', 'A', 'failed'), content: null }], [])).toMatchObject({ lost: 1 });
  });

  it('takes an empty run (nothing to send) as the whole effect', () => {
    expect(countDigests([offer('k1')], [run('k1', 'A', 'empty')], [])).toMatchObject({ accepted: 1, exactlyOnce: 1, lost: 0 });
  });
});
