import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csvStream } from './csv-stream.ts';

describe('csvStream', () => {
  it('starts with a BOM, keeps Cyrillic, quotes what needs it and neutralises every formula start', async () => {
    const bytes = await buffer(
      csvStream(
        ['Студент', 'Note'],
        [
          ['Иванов, Пётр', '=HYPERLINK("http://x")'],
          ['a', '+1'],
          ['b', '-2+3'],
          ['c', '@SUM(A1)'],
          ['d', '\tx'],
          ['e', '\rx'],
          ['f', 42],
          ['g', null],
        ],
      ),
    );
    // EF BB BF: the UTF-8 BOM (TextDecoder would drop it, so the bytes are read).
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Студент,Note');
    expect(lines[1]).toBe(`"Иванов, Пётр","'=HYPERLINK(""http://x"")"`);
    expect(lines.slice(2, 9)).toEqual(["a,'+1", "b,'-2+3", "c,'@SUM(A1)", "d,'\tx", `e,"'\rx"`, 'f,42', 'g,']);
  });
});
