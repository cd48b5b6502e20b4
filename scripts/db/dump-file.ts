import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { CliError } from '../ops/cli/errors.ts';

/** Every custom-format archive (pg_dump -Fc) begins with these five bytes. */
const CUSTOM_MAGIC = 'PGDMP';

/** What a file that is not a custom-format dump most likely is, to say so. */
function whatItIs(head: Buffer): string {
  if (head[0] === 0x1f && head[1] === 0x8b) return 'a gzip file (decompress it first: gunzip)';
  if (head.length >= 262 && head.subarray(257, 262).toString('latin1') === 'ustar') return 'a tar archive (pg_dump -Ft?); db:restore takes the custom format, pg_dump -Fc';
  const text = head.toString('utf8');
  if (/^--|PostgreSQL database dump|^\s*(SET|CREATE|COPY|INSERT)\b/m.test(text)) return 'a plain SQL dump (restore those with psql); db:restore takes the custom format, pg_dump -Fc';
  return 'not a pg_dump custom-format archive (it does not begin with "PGDMP")';
}

/** Refuses, with one line (exit 2), a path that is missing, a folder, empty, or not a custom-format archive. */
export async function checkDumpFile(path: string): Promise<{ sizeBytes: number }> {
  const info = await stat(path).catch((err: NodeJS.ErrnoException) => {
    throw new CliError(err.code === 'ENOENT' ? `No such file: ${path}` : `Cannot read ${path}: ${err.code ?? err.message}`);
  });
  if (info.isDirectory()) throw new CliError(`${path} is a folder (a directory-format dump?); db:restore takes one custom-format file (pg_dump -Fc)`);
  if (info.size === 0) throw new CliError(`${path} is empty: not a dump`);
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(Math.min(info.size, 512));
    await handle.read(head, 0, head.length, 0);
    if (head.subarray(0, CUSTOM_MAGIC.length).toString('latin1') !== CUSTOM_MAGIC) throw new CliError(`${path} is ${whatItIs(head)}`);
  } finally {
    await handle.close();
  }
  return { sizeBytes: info.size };
}

export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export function formatBytes(n: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = n;
  let i = 0;
  while (value >= 1024 && i < units.length - 1) {
    value /= 1024;
    i += 1;
  }
  return `${i === 0 ? value : value.toFixed(1)} ${units[i]} (${n} bytes)`;
}
