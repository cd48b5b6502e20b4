import type { Config } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { localDiskStorage } from './local-disk.ts';
import { s3Storage } from './s3.ts';

/** S3 when S3_BUCKET is set (with its keys, or the SDK's own credential chain), else the local folder. */
export function fileStorageFromConfig(cfg: Config): FileStorage {
  if (!cfg.S3_BUCKET) return localDiskStorage(cfg.HOMEWORK_FILES_DIR);
  const credentials = cfg.S3_ACCESS_KEY_ID && cfg.S3_SECRET_ACCESS_KEY ? { accessKeyId: cfg.S3_ACCESS_KEY_ID, secretAccessKey: cfg.S3_SECRET_ACCESS_KEY } : undefined;
  return s3Storage({ bucket: cfg.S3_BUCKET, region: cfg.S3_REGION, endpoint: cfg.S3_ENDPOINT, credentials, forcePathStyle: cfg.S3_FORCE_PATH_STYLE });
}
