import type { AvailableChannel, DigestFolder, DigestSource as DigestSourceBody } from '../../../contracts/digest.ts';
import { DIGEST_LIMITS } from '../../../contracts/digest.ts';
import { DigestSource } from '../../../db/index.ts';
import type { Peer } from '../../clients/telegram-user/user-client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { DigestAccountDeps } from './deps.ts';
import { ownDigest } from './preferences.ts';
import { presentSource } from './present.ts';
import { withConnection } from './telegram-account.ts';
import { isUniqueViolation } from '../../unique-violation.ts';

/** Dialogs listed for the picker; Telegram's own clients page further, a picker rarely needs to. */
const DIALOGS_LIMIT = 500;
const SEARCH_LIMIT = 50;

const asChannel = (peer: Peer): AvailableChannel => ({ id: peer.id, title: peer.title, username: peer.username, type: peer.type });

export const availableChannels = (deps: DigestAccountDeps, userId: string) =>
  withConnection(deps, userId, async (connection) => (await connection.dialogs(DIALOGS_LIMIT)).map(asChannel));

export const searchChannels = (deps: DigestAccountDeps, userId: string, query: string) =>
  withConnection(deps, userId, async (connection) => (await connection.search(query, SEARCH_LIMIT)).map(asChannel));

export const listFolders = (deps: DigestAccountDeps, userId: string): Promise<DigestFolder[]> =>
  withConnection(deps, userId, async (connection) => (await connection.folders()).map((f) => ({ id: f.id, title: f.title, includePeers: f.peers.length })));


/** Spec 5: a source already added is refused with 'Channel already added' or 'Folder already added'. */
async function insertSource(userId: string, digestId: string, source: Pick<DigestSource, 'sourceType' | 'sourceId' | 'title' | 'username' | 'peerType'>): Promise<DigestSourceBody> {
  const duplicate = new AppError('conflict', source.sourceType === 'FOLDER' ? 'Folder already added' : 'Channel already added');
  const existing = await DigestSource.query().where({ digest_id: digestId, source_type: source.sourceType, source_id: source.sourceId }).first();
  if (existing) throw duplicate;
  const count = await DigestSource.query().where('digest_id', digestId).resultSize();
  if (count >= DIGEST_LIMITS.maxSources) throw new AppError('conflict', `A digest reads at most ${DIGEST_LIMITS.maxSources} sources`);
  try {
    return presentSource(await DigestSource.query().insertAndFetch({ digestId, userId, ...source }));
  } catch (err) {
    // Two adds of the same source at once: the unique index keeps one.
    if (isUniqueViolation(err)) throw duplicate;
    throw err;
  }
}

/** The chat as Telegram knows it now (title, @username, type), so the digest shows what the account sees. */
export async function addChannel(deps: DigestAccountDeps, userId: string, digestId: string, channelId: string, username: string | null): Promise<DigestSourceBody> {
  await ownDigest(userId, digestId);
  const existing = await DigestSource.query().where({ digest_id: digestId, source_type: 'CHANNEL', source_id: channelId }).first();
  if (existing) throw new AppError('conflict', 'Channel already added');
  const peer = await withConnection(deps, userId, (connection) => connection.peer({ id: channelId, username }));
  return insertSource(userId, digestId, { sourceType: 'CHANNEL', sourceId: peer.id, title: peer.title, username: peer.username, peerType: peer.type });
}

/** A folder is kept by its number; its chats are read from Telegram at every run. */
export async function addFolder(deps: DigestAccountDeps, userId: string, digestId: string, folderId: number): Promise<DigestSourceBody> {
  await ownDigest(userId, digestId);
  const existing = await DigestSource.query().where({ digest_id: digestId, source_type: 'FOLDER', source_id: String(folderId) }).first();
  if (existing) throw new AppError('conflict', 'Folder already added');
  const folder = (await withConnection(deps, userId, (connection) => connection.folders())).find((f) => f.id === folderId);
  if (!folder) throw new AppError('bad_request', 'This folder is not in your Telegram account');
  return insertSource(userId, digestId, { sourceType: 'FOLDER', sourceId: String(folder.id), title: folder.title, username: null, peerType: 'FOLDER' });
}

export async function removeSource(userId: string, entryId: string): Promise<void> {
  const removed = await DigestSource.query().delete().where({ id: entryId, user_id: userId });
  if (removed === 0) throw notFound('Source');
}
