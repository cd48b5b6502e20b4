import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOMEWORK_LIMITS } from '../../../contracts/homework.ts';
import { HomeworkBotDraft, HomeworkDraftPart } from '../../../db/index.ts';
import { localDiskStorage } from '../../clients/file-storage/local-disk.ts';
import type { FileStorage } from '../../clients/file-storage/file-storage.ts';
import { draftTextFileCharacters, fitsContent, type Draft } from './bot-draft.ts';

let folder: string;
let storage: FileStorage;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'draft-length-'));
  storage = localDiskStorage(folder);
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const draftOf = (parts: Partial<HomeworkDraftPart>[]): Draft => ({
  draft: HomeworkBotDraft.fromJson({ telegramUserId: 1, cohortStudentId: 'c', assignmentId: 'a' }),
  parts: parts.map((p, i) => HomeworkDraftPart.fromJson({ telegramUserId: 1, updateId: i + 1, text: null, ...p })),
});

describe("the homework bot's answer limit with text files", () => {
  it('counts the characters of the text files already in the draft, not pictures, so typed text and text files share one limit', async () => {
    await storage.put('d/notes.txt', Buffer.from('ж'.repeat(15_000)), 'text/plain');
    await storage.put('d/page.jpg', Buffer.alloc(50_000, 1), 'image/jpeg');
    const draft = draftOf([
      { kind: 'file', storageKey: 'd/notes.txt', fileType: 'text/plain', originalName: 'notes.txt', text: null },
      { kind: 'file', storageKey: 'd/page.jpg', fileType: 'image/jpeg', originalName: 'page.jpg', text: 'caption' },
    ]);
    const files = await draftTextFileCharacters(storage, draft);
    expect(files).toBe(15_000);
    const room = HOMEWORK_LIMITS.contentMax - 15_000 - (0 + 2) - ('caption'.length + 2);
    expect(fitsContent(draft, 'x'.repeat(room), files)).toBe(true);
    expect(fitsContent(draft, 'x'.repeat(room + 1), files)).toBe(false);
    // Without counting the file, the same text would have fitted: the hole this closes.
    expect(fitsContent(draft, 'x'.repeat(room + 1))).toBe(true);
  });
});
