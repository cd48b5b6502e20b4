import { UserSecret } from '../../../db/index.ts';
import type { SecretBox } from '../../crypto.ts';

/** The associated data of a user's secret: a value only decrypts in the row it was written to. */
const contextOf = (userId: string, name: string) => `user-secret:${userId}:${name}`;

export async function storeUserSecret(box: SecretBox, userId: string, name: string, plaintext: string): Promise<void> {
  const ciphertext = box.encrypt(plaintext, contextOf(userId, name));
  await UserSecret.query()
    .insert({ userId, name, ciphertext, keyId: box.currentKeyId })
    .onConflict(['user_id', 'name'])
    .merge(['ciphertext', 'key_id', 'updated_at']);
}

export async function readUserSecret(box: SecretBox, userId: string, name: string): Promise<string | null> {
  const row = await UserSecret.query().findById([userId, name]);
  return row ? box.decrypt(row.ciphertext, contextOf(userId, name)) : null;
}

export async function deleteUserSecrets(userId: string, names: readonly string[]): Promise<number> {
  return UserSecret.query().where('user_id', userId).whereIn('name', names).delete();
}

/** Re-encrypts every value not under the current key; answers how many it rewrote. */
export async function reencryptUserSecrets(box: SecretBox, batchSize = 500): Promise<number> {
  let rewritten = 0;
  for (;;) {
    const rows = await UserSecret.query().whereNot('key_id', box.currentKeyId).limit(batchSize);
    if (rows.length === 0) return rewritten;
    for (const row of rows) {
      const plaintext = box.decrypt(row.ciphertext, contextOf(row.userId, row.name));
      await UserSecret.query()
        .findById([row.userId, row.name])
        .patch({ ciphertext: box.encrypt(plaintext, contextOf(row.userId, row.name)), keyId: box.currentKeyId });
      rewritten += 1;
    }
  }
}
