import { loadConfigOrExit } from '../core/config.ts';
import { createSecretBox, parseKeyring } from '../core/crypto.ts';
import { reencryptUserSecrets } from '../core/domain/secrets/user-secrets.ts';
import { connectDatabase } from '../db/index.ts';

/**
 * Operators: after adding a new key to ENCRYPTION_KEYS and making it ENCRYPTION_KEY_ID, run
 * `node --env-file=.env scripts/rotate-secrets.ts` to move every stored secret to it; then the
 * old key can be removed. Rows that do not decrypt are listed and left as they are.
 */
const cfg = loadConfigOrExit();
const knex = connectDatabase(cfg.DATABASE_URL);
try {
  const box = createSecretBox(parseKeyring(cfg.ENCRYPTION_KEYS), cfg.ENCRYPTION_KEY_ID);
  const { rewritten, skipped, failed } = await reencryptUserSecrets(box);
  console.log(`re-encrypted ${rewritten} secret(s) under key "${box.currentKeyId}"`);
  if (skipped > 0) console.log(`left ${skipped} secret(s) their user saved or deleted meanwhile (a save writes under the current key)`);
  for (const f of failed) console.log(`  could not decrypt: user ${f.userId}, ${f.name}`);
  process.exitCode = failed.length > 0 ? 1 : 0;
} finally {
  await knex.destroy();
}
