import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, DecryptionError, parseKeyring } from './crypto.ts';

const key = () => randomBytes(32).toString('base64');

describe('secret box', () => {
  const k1 = key();
  const k2 = key();

  it('round-trips and never contains the plaintext', () => {
    const box = createSecretBox(parseKeyring(`k1:${k1}`), 'k1');
    const value = box.encrypt('sk-live-abcdef', 'user-1:openai');
    expect(value).not.toContain('sk-live');
    expect(value.startsWith('v1.k1.')).toBe(true);
    expect(box.decrypt(value, 'user-1:openai')).toBe('sk-live-abcdef');
  });

  it('uses a fresh IV for every value', () => {
    const box = createSecretBox(parseKeyring(`k1:${k1}`), 'k1');
    expect(box.encrypt('same', 'c')).not.toBe(box.encrypt('same', 'c'));
  });

  it('refuses a value moved to another context', () => {
    const box = createSecretBox(parseKeyring(`k1:${k1}`), 'k1');
    const value = box.encrypt('token', 'user-1:youtube');
    expect(() => box.decrypt(value, 'user-2:youtube')).toThrow(DecryptionError);
  });

  it('refuses a tampered value', () => {
    const box = createSecretBox(parseKeyring(`k1:${k1}`), 'k1');
    const parts = box.encrypt('token', 'c').split('.');
    parts[4] = Buffer.from('tampered').toString('base64url');
    expect(() => box.decrypt(parts.join('.'), 'c')).toThrow(DecryptionError);
  });

  it('refuses a value whose authentication tag is cut short', () => {
    const box = createSecretBox(parseKeyring(`k1:${k1}`), 'k1');
    const parts = box.encrypt('token', 'c').split('.');
    expect(Buffer.from(parts[3]!, 'base64url')).toHaveLength(16);
    for (const bytes of [4, 8, 12, 15]) {
      const cut = [...parts];
      cut[3] = Buffer.from(parts[3]!, 'base64url').subarray(0, bytes).toString('base64url');
      expect(() => box.decrypt(cut.join('.'), 'c')).toThrow(DecryptionError);
    }
  });

  it('decrypts values of a retired key after rotation', () => {
    const old = createSecretBox(parseKeyring(`k1:${k1}`), 'k1');
    const value = old.encrypt('token', 'c');
    const rotated = createSecretBox(parseKeyring(`k1:${k1},k2:${k2}`), 'k2');
    expect(rotated.decrypt(value, 'c')).toBe('token');
    expect(rotated.keyIdOf(rotated.encrypt('token', 'c'))).toBe('k2');
  });

  it('rejects keys of the wrong length and unknown ids', () => {
    expect(() => parseKeyring(`k1:${randomBytes(16).toString('base64')}`)).toThrow(/32 bytes/);
    expect(() => createSecretBox(parseKeyring(`k1:${k1}`), 'k9')).toThrow(/Unknown/);
  });
});
