import type { AvailableChannel, DigestFolder } from './digest-api';

/** A chat or folder picked as a source: on the new-digest form (added once the digest exists) or in the edit screen's Add Channel. */
export type PickedSource = { kind: 'channel'; channel: AvailableChannel } | { kind: 'folder'; folder: DigestFolder };

export const sourceKey = (source: PickedSource): string => (source.kind === 'channel' ? `channel:${source.channel.id}` : `folder:${source.folder.id}`);
export const sourceTitle = (source: PickedSource): string => (source.kind === 'channel' ? source.channel.title : source.folder.title);
