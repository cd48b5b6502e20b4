import knexFactory from 'knex';
import { knexConfig } from './knexfile.ts';

/** Seeds sandbox demo data; refuses to touch a production database. */
if (import.meta.main) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    process.stderr.write('DATABASE_URL is not set (see .env.example)\n');
    process.exit(78);
  }
  if (process.env.NODE_ENV === 'production') {
    process.stderr.write('Refusing to seed sandbox data when NODE_ENV=production\n');
    process.exit(1);
  }
  const knex = knexFactory(knexConfig(url, { min: 0, max: 1 }));
  try {
    const [files] = await knex.seed.run();
    process.stdout.write(`seeded: ${files.map((f) => f.split('/').pop()).join(', ')}\n`);
  } finally {
    await knex.destroy();
  }
}
