import { describe, expect, it } from 'vitest';
import { checkSubmissionFile } from './check-file.ts';

const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
const zip = Buffer.from('504b0304140000000800', 'hex');

describe('what a submitted file really is', () => {
  it('takes pictures and PDFs by their signature, whatever they were called', async () => {
    expect(await checkSubmissionFile({ name: 'photo.txt', declaredType: 'text/plain', bytes: png })).toEqual({ ok: true, fileType: 'image/png' });
    expect(await checkSubmissionFile({ name: 'scan', declaredType: null, bytes: jpeg })).toEqual({ ok: true, fileType: 'image/jpeg' });
    expect(await checkSubmissionFile({ name: 'a.pdf', declaredType: 'application/octet-stream', bytes: Buffer.from('%PDF-1.7\n%%EOF') })).toEqual({ ok: true, fileType: 'application/pdf' });
  });

  it('takes UTF-8 text with a text extension or type, Cyrillic included', async () => {
    expect(await checkSubmissionFile({ name: 'answer.md', declaredType: null, bytes: Buffer.from('# Ответ\nСоюзы') })).toEqual({ ok: true, fileType: 'text/markdown' });
    expect(await checkSubmissionFile({ name: 'answer', declaredType: 'text/plain; charset=utf-8', bytes: Buffer.from('plain') })).toEqual({ ok: true, fileType: 'text/plain' });
  });

  it('refuses archives, programs dressed as pictures, binary "text", empty and oversized files', async () => {
    expect(await checkSubmissionFile({ name: 'essay.docx', declaredType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', bytes: zip })).toEqual({ ok: false, reason: 'type' });
    expect(await checkSubmissionFile({ name: 'essay.png', declaredType: 'image/png', bytes: Buffer.from('MZ\x90\x00program') })).toEqual({ ok: false, reason: 'type' });
    expect(await checkSubmissionFile({ name: 'notes.txt', declaredType: 'text/plain', bytes: Buffer.from([0x61, 0x00, 0x62]) })).toEqual({ ok: false, reason: 'type' });
    expect(await checkSubmissionFile({ name: 'empty.txt', declaredType: 'text/plain', bytes: Buffer.alloc(0) })).toEqual({ ok: false, reason: 'empty' });
    expect(await checkSubmissionFile({ name: 'big.pdf', declaredType: 'application/pdf', bytes: Buffer.alloc(10 * 1024 * 1024 + 1) })).toEqual({ ok: false, reason: 'too_big' });
  });
});
