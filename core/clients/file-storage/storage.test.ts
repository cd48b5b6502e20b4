import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localDiskStorage } from './local-disk.ts';
import { s3Storage } from './s3.ts';

describe('local disk storage', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'storage-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('writes, replaces, reads and deletes by key, leaving no temporary files', async () => {
    const storage = localDiskStorage(folder);
    await storage.put('homework/a/1', Buffer.from('first'), 'text/plain');
    await storage.put('homework/a/1', Buffer.from('second'), 'text/plain');
    expect((await storage.get('homework/a/1'))?.toString()).toBe('second');
    expect(await readdir(join(folder, 'homework/a'))).toEqual(['1']);
    await storage.delete('homework/a/1');
    await storage.delete('homework/a/1');
    expect(await storage.get('homework/a/1')).toBeNull();
  });

  it('refuses a key that would leave its folder', async () => {
    await expect(localDiskStorage(folder).put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(/leaves the storage folder/);
  });
});

describe('S3-compatible storage through the AWS SDK', () => {
  const endpoint = 'http://minio.test:9000';
  const storage = s3Storage({ bucket: 'homework', region: 'us-east-1', endpoint, credentials: { accessKeyId: 'AKIATEST', secretAccessKey: 'secret' }, forcePathStyle: true });
  beforeAll(() => nock.disableNetConnect());
  afterEach(() => nock.cleanAll());
  afterAll(() => nock.enableNetConnect());

  it('puts with its content type and a signature, gets the bytes back, and deletes', async () => {
    let body = '';
    const put = nock(endpoint)
      .matchHeader('content-type', 'application/pdf')
      .matchHeader('authorization', /^AWS4-HMAC-SHA256 Credential=AKIATEST\//)
      .put('/homework/homework/web/x/0', (sent: unknown) => ((body = String(sent)), true))
      .query(true)
      .reply(200, '', { etag: '"abc"' });
    await storage.put('homework/web/x/0', Buffer.from('%PDF-1.4'), 'application/pdf');
    expect(put.isDone()).toBe(true);
    expect(body).toContain('%PDF-1.4');

    nock(endpoint).get('/homework/homework/web/x/0').query(true).reply(200, Buffer.from('%PDF-1.4'), { 'content-type': 'application/pdf', 'content-length': '8' });
    expect((await storage.get('homework/web/x/0'))?.toString()).toBe('%PDF-1.4');

    const deleted = nock(endpoint).delete('/homework/homework/web/x/0').query(true).reply(204);
    await storage.delete('homework/web/x/0');
    expect(deleted.isDone()).toBe(true);
  });

  it('answers null for a key that is not there (NoSuchKey)', async () => {
    nock(endpoint)
      .get('/homework/missing')
      .query(true)
      .reply(404, '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>', { 'content-type': 'application/xml' });
    expect(await storage.get('missing')).toBeNull();
  });
});
