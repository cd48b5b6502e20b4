import { readFile, rename, writeFile } from 'node:fs/promises';
import { z } from 'zod';
import { CliError } from '../ops/cli/errors.ts';

/**
 * What a backup holds, written beside the dump: restore checks the file against its sha256
 * before it touches the database and every table's row count after.
 */
export const manifestSchema = z.object({
  version: z.literal(1),
  /** The dump's file name (the manifest sits beside it). */
  file: z.string(),
  database: z.string(),
  createdAt: z.iso.datetime(),
  sizeBytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  pgDumpVersion: z.string(),
  serverVersion: z.string(),
  /** The last knex migration applied when the backup was taken (null: none). */
  migration: z.string().nullable(),
  /** "schema.table" -> rows, counted in the very snapshot pg_dump wrote. */
  tables: z.record(z.string(), z.number().int().nonnegative()),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const manifestPathFor = (dumpPath: string): string => `${dumpPath}.manifest.json`;

export async function writeManifest(path: string, manifest: Manifest): Promise<void> {
  const partial = `${path}.partial`;
  await writeFile(partial, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(partial, path);
}

export async function readManifest(path: string): Promise<Manifest> {
  const text = await readFile(path, 'utf8').catch((err: NodeJS.ErrnoException) => {
    throw new CliError(
      err.code === 'ENOENT'
        ? `No manifest at ${path}: db:restore checks the dump and the restored row counts against the manifest db:backup wrote beside it (pass --manifest <file> if it is elsewhere)`
        : `Cannot read the manifest ${path}: ${err.code ?? err.message}`,
    );
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CliError(`The manifest ${path} is not JSON`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new CliError(`The manifest ${path} is not a db:backup manifest (${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')})`);
  return parsed.data;
}
