import { describe, expect, it } from 'vitest';
import { STUDENT_CODE_PATTERN } from '../../../../../contracts/homework.ts';
import { studentCode } from './student-code';

describe('a student’s code', () => {
  it('is 6 uppercase letters and digits from the browser’s random source', () => {
    for (let i = 0; i < 200; i += 1) expect(studentCode()).toMatch(STUDENT_CODE_PATTERN);
  });

  it('maps each byte onto the 36 characters, drawing again the bytes that would favour some', () => {
    const bytes = [0, 25, 26, 35, 252, 255, 36, 71];
    const code = studentCode((buffer) => {
      buffer.set(bytes.slice(0, buffer.length));
      return buffer.subarray(0, bytes.length);
    });
    // 252 and 255 are past the last full round of 36 (252 = 7 × 36) and are skipped; 36 and 71 wrap to A and 9.
    expect(code).toBe('AZ09A9');
  });
});
