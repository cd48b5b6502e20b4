import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for users' third-party secrets. A value reads `v1.<keyId>.<iv>.<tag>.<data>`
 * (base64url), so old keys keep decrypting while new writes use the current key. The
 * associated data binds a value to its owner and purpose: a ciphertext copied into another
 * user's row does not decrypt.
 */
export interface SecretBox {
  readonly currentKeyId: string;
  encrypt(plaintext: string, context: string): string;
  decrypt(value: string, context: string): string;
  keyIdOf(value: string): string;
}

export class DecryptionError extends Error {
  override readonly name = 'DecryptionError';
}

const VERSION = 'v1';
/** The full GCM tag, pinned on both sides: unpinned, Node accepts a tag cut to 4 bytes, far easier to forge. */
const TAG_BYTES = 16;

export function parseKeyring(spec: string): Map<string, Buffer> {
  const keys = new Map<string, Buffer>();
  for (const pair of spec.split(',')) {
    const [id, b64] = pair.split(':');
    if (!id || !b64) throw new Error('ENCRYPTION_KEYS entries must be "id:base64key"');
    const key = Buffer.from(b64, 'base64');
    if (key.length !== 32) throw new Error(`Encryption key "${id}" must be 32 bytes (it has ${key.length})`);
    keys.set(id, key);
  }
  return keys;
}

export function createSecretBox(keys: Map<string, Buffer>, currentKeyId: string): SecretBox {
  const keyFor = (id: string) => {
    const key = keys.get(id);
    if (!key) throw new DecryptionError(`Unknown encryption key id "${id}"`);
    return key;
  };
  keyFor(currentKeyId);

  return {
    currentKeyId,
    encrypt(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keyFor(currentKeyId), iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, currentKeyId, iv.toString('base64url'), tag.toString('base64url'), data.toString('base64url')].join('.');
    },
    decrypt(value, context) {
      const parts = value.split('.');
      if (parts.length !== 5 || parts[0] !== VERSION) throw new DecryptionError('Malformed encrypted value');
      const [, keyId, iv, tag, data] = parts as [string, string, string, string, string];
      try {
        const decipher = createDecipheriv('aes-256-gcm', keyFor(keyId), Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch (err) {
        if (err instanceof DecryptionError) throw err;
        throw new DecryptionError('Encrypted value failed authentication', { cause: err });
      }
    },
    keyIdOf(value) {
      const keyId = value.split('.')[1];
      if (!keyId) throw new DecryptionError('Malformed encrypted value');
      return keyId;
    },
  };
}
