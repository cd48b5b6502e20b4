import { UserSecret } from '../../../db/index.ts';
import { DecryptionError, type SecretBox } from '../../crypto.ts';

/** The associated data of a user's secret: a value only decrypts in the row it was written to. */
const contextOf = (userId: string, name: string) => `user-secret:${userId}:${name}`;

export async function storeUserSecret(box: SecretBox, userId: string, name: string, plaintext: string): Promise<void> {
  await storeUserSecrets(box, userId, { [name]: plaintext });
}

/** Several secrets in one statement: all are stored, or none. */
export async function storeUserSecrets(box: SecretBox, userId: string, secrets: Record<string, string>): Promise<void> {
  const rows = Object.entries(secrets).map(([name, plaintext]) => ({ userId, name, ciphertext: box.encrypt(plaintext, contextOf(userId, name)), keyId: box.currentKeyId }));
  await UserSecret.query().insert(rows).onConflict(['user_id', 'name']).merge(['ciphertext', 'key_id', 'updated_at']);
}

export async function readUserSecret(box: SecretBox, userId: string, name: string): Promise<string | null> {
  const row = await UserSecret.query().findById([userId, name]);
  return row ? box.decrypt(row.ciphertext, contextOf(userId, name)) : null;
}

export async function deleteUserSecrets(userId: string, names: readonly string[]): Promise<number> {
  return UserSecret.query().where('user_id', userId).whereIn('name', names).delete();
}

export interface ReencryptResult {
  rewritten: number;
  /** Rows their user saved or deleted between the read and the write, left as they are (a save writes under the current key). */
  skipped: number;
  /** Rows that did not decrypt (tampered, moved, or under a key no longer configured). */
  failed: Array<{ userId: string; name: string }>;
}

/**
 * Re-encrypts every value that is not under the current key (after a key rotation), walking
 * the table in primary-key order so a row that fails to decrypt is reported, not retried. Each
 * write is conditional on the row still holding the ciphertext read, so a secret the user saves
 * meanwhile is never overwritten with the old value.
 */
export async function reencryptUserSecrets(box: SecretBox, batchSize = 500): Promise<ReencryptResult> {
  const result: ReencryptResult = { rewritten: 0, skipped: 0, failed: [] };
  let after: [string, string] = ['00000000-0000-0000-0000-000000000000', ''];
  for (;;) {
    const rows = await UserSecret.query()
      .whereNot('key_id', box.currentKeyId)
      .whereRaw('(user_id, name) > (?, ?)', after)
      .orderBy(['user_id', 'name'])
      .limit(batchSize);
    if (rows.length === 0) return result;
    for (const row of rows) {
      const context = contextOf(row.userId, row.name);
      try {
        const plaintext = box.decrypt(row.ciphertext, context);
        const patched = await UserSecret.query()
          .findById([row.userId, row.name])
          .where('ciphertext', row.ciphertext)
          .patch({ ciphertext: box.encrypt(plaintext, context), keyId: box.currentKeyId });
        if (patched === 1) result.rewritten += 1;
        else result.skipped += 1;
      } catch (err) {
        if (!(err instanceof DecryptionError)) throw err;
        result.failed.push({ userId: row.userId, name: row.name });
      }
    }
    const last = rows[rows.length - 1]!;
    after = [last.userId, last.name];
  }
}
