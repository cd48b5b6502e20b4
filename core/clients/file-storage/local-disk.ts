import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FileStorage } from './file-storage.ts';

/** A key is ours, but a path must still never leave the folder. */
function pathOf(root: string, key: string): string {
  const path = resolve(root, key);
  if (!path.startsWith(root + sep)) throw new Error(`Storage key ${key} leaves the storage folder`);
  return path;
}

/**
 * Files under one folder, a key a relative path. Writes go to a temporary name first and are
 * renamed into place, so a reader never sees half a file.
 */
export function localDiskStorage(folder: string): FileStorage {
  const root = resolve(folder);
  return {
    kind: 'local',
    async put(key, bytes) {
      const path = pathOf(root, key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = join(dirname(path), `.${randomUUID()}.part`);
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(root, key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(root, key), { force: true });
    },
  };
}
