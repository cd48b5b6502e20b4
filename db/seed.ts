import knexFactory from 'knex';
import { markSandboxDatabase, NotASandboxDatabaseError } from './deployment.ts';
import { knexConfig } from './knexfile.ts';

/**
 * Seeds sandbox demo data: only with SANDBOX=1, outside production, into a database that is
 * (or can become) a sandbox one (db/deployment.ts).
 */
if (import.meta.main) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    process.stderr.write('DATABASE_URL is not set (see .env.example)\n');
    process.exit(78);
  }
  if (process.env.SANDBOX !== '1' || process.env.NODE_ENV === 'production') {
    process.stderr.write('Refusing to seed sandbox data: it needs SANDBOX=1 and a NODE_ENV other than production\n');
    process.exit(1);
  }
  const knex = knexFactory(knexConfig(url, { min: 0, max: 1 }));
  try {
    await markSandboxDatabase(knex);
    const [files] = await knex.seed.run();
    process.stdout.write(`seeded: ${files.map((f) => f.split('/').pop()).join(', ')}\n`);
  } catch (err) {
    if (!(err instanceof NotASandboxDatabaseError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exitCode = 1;
  } finally {
    await knex.destroy();
  }
}
