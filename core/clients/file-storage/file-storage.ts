/**
 * Where submitted files live: the local disk by default, S3-compatible storage when configured
 * (from-config.ts). Keys are ours (never a user's file name), so one layout serves both.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Writes the bytes under `key`; writing the same key again replaces them (a retried job). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes `key`; a missing key is not an error. */
  delete(key: string): Promise<void>;
}
