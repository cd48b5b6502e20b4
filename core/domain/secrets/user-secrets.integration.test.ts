import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, User, UserSecret, type Knex } from '../../../db/index.ts';
import { dropDatabase, ensureDatabase, migrateLatest } from '../../../db/migrate.ts';
import { createSecretBox, DecryptionError, parseKeyring } from '../../crypto.ts';
import { readUserSecret, reencryptUserSecrets, storeUserSecret } from './user-secrets.ts';

let knex: Knex;
const keys = process.env.ENCRYPTION_KEYS!;
const box = createSecretBox(parseKeyring(keys), process.env.ENCRYPTION_KEY_ID!);

// A database of this file's own: a key rotation walks the whole table, and in the run's shared
// database it would re-key (and race with) the secrets other test files are using meanwhile.
const ownUrl = (() => {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${url.pathname.slice(1)}_secrets`;
  return url.toString();
})();

beforeAll(async () => {
  await ensureDatabase(ownUrl);
  await migrateLatest(ownUrl);
  knex = connectDatabase(ownUrl);
});
afterAll(async () => {
  await knex.destroy();
  await dropDatabase(ownUrl);
});

const newUser = () => User.query().insert({ googleId: `g-${randomUUID()}`, email: `${randomUUID()}@example.com`, name: 'Secret Keeper', role: 'user' });

describe("users' secrets at rest", () => {
  it('a database dump holds only ciphertext', async () => {
    const user = await newUser();
    const plaintexts = {
      'youtube.apiKey': `AIzaSy${randomBytes(16).toString('hex')}`,
      'youtube.refreshToken': `1//0g${randomBytes(24).toString('hex')}`,
      'telegram.session': `1BQANOTEU${randomBytes(32).toString('hex')}`,
    };
    for (const [name, value] of Object.entries(plaintexts)) await storeUserSecret(box, user.id, name, value);

    const dump = execFileSync('pg_dump', ['--data-only', '--table=user_secrets', ownUrl], { encoding: 'utf8', maxBuffer: 64 << 20 });
    for (const value of Object.values(plaintexts)) expect(dump).not.toContain(value);
    expect(dump).toContain(`v1.${box.currentKeyId}.`);
    for (const [name, value] of Object.entries(plaintexts)) expect(await readUserSecret(box, user.id, name)).toBe(value);
  });

  it('overwrites a secret in place and answers null for one never stored', async () => {
    const user = await newUser();
    await storeUserSecret(box, user.id, 'openai.apiKey', 'sk-first');
    await storeUserSecret(box, user.id, 'openai.apiKey', 'sk-second');
    expect(await readUserSecret(box, user.id, 'openai.apiKey')).toBe('sk-second');
    expect(await UserSecret.query().where('user_id', user.id).resultSize()).toBe(1);
    expect(await readUserSecret(box, user.id, 'missing')).toBeNull();
  });

  it("a value copied into another user's row does not decrypt", async () => {
    const [owner, thief] = [await newUser(), await newUser()];
    await storeUserSecret(box, owner.id, 'youtube.apiKey', 'AIza-owner');
    const stolen = await UserSecret.query().findById([owner.id, 'youtube.apiKey']);
    await UserSecret.query().insert({ userId: thief.id, name: 'youtube.apiKey', ciphertext: stolen!.ciphertext, keyId: stolen!.keyId });
    await expect(readUserSecret(box, thief.id, 'youtube.apiKey')).rejects.toThrow(DecryptionError);
  });

  it('re-encrypts every row under a new key, and the values still read', async () => {
    const user = await newUser();
    await storeUserSecret(box, user.id, 'youtube.clientSecret', 'GOCSPX-rotate-me');
    const both = `${keys},k-next:${randomBytes(32).toString('base64')}`;
    const rotated = createSecretBox(parseKeyring(both), 'k-next');
    const { rewritten, failed } = await reencryptUserSecrets(rotated);
    expect(rewritten).toBeGreaterThanOrEqual(1);
    // Only rows that cannot be read (the copied one above) stay behind, and are reported.
    const left = await UserSecret.query().whereNot('key_id', 'k-next');
    expect(left.map((r) => [r.userId, r.name])).toEqual(failed.map((f) => [f.userId, f.name]));
    expect(await readUserSecret(rotated, user.id, 'youtube.clientSecret')).toBe('GOCSPX-rotate-me');
    // Rotate back, so every row reads with the run's own key again.
    await reencryptUserSecrets(createSecretBox(parseKeyring(both), box.currentKeyId));
    expect(await readUserSecret(box, user.id, 'youtube.clientSecret')).toBe('GOCSPX-rotate-me');
  });

  it('a rotation never writes an old value over a secret saved while it ran', async () => {
    const user = await newUser();
    const name = 'youtube.clientSecret';
    const both = `${keys},k-retired:${randomBytes(32).toString('base64')}`;
    // The ciphertext the user's save will write, made by the real function and put aside.
    await storeUserSecret(box, user.id, name, 'GOCSPX-saved-meanwhile');
    const saved = (await UserSecret.query().findById([user.id, name]))!;
    // The row as the rotation finds it: the old value under a retired key.
    await storeUserSecret(createSecretBox(parseKeyring(both), 'k-retired'), user.id, name, 'GOCSPX-old');
    const old = (await UserSecret.query().findById([user.id, name]))!;

    // The save lands from another connection after the rotation read the row and before it writes.
    const rotation = createSecretBox(parseKeyring(both), box.currentKeyId);
    const racing = {
      ...rotation,
      decrypt(value: string, context: string) {
        const plaintext = rotation.decrypt(value, context);
        if (value === old.ciphertext) {
          const sql = `update user_secrets set ciphertext = '${saved.ciphertext}', key_id = '${saved.keyId}' where user_id = '${user.id}' and name = '${name}'`;
          execFileSync('psql', ['-v', 'ON_ERROR_STOP=1', '-q', ownUrl, '-c', sql]);
        }
        return plaintext;
      },
    };
    const result = await reencryptUserSecrets(racing);
    expect(await readUserSecret(box, user.id, name)).toBe('GOCSPX-saved-meanwhile');
    expect(result.skipped).toBeGreaterThanOrEqual(1);
  });
});
