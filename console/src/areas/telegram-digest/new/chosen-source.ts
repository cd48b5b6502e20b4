import type { AvailableChannel, DigestFolder } from '../shared/digest-api';

/** A source picked on the new-digest form, added to the digest once it is created. */
export type ChosenSource = { kind: 'channel'; channel: AvailableChannel } | { kind: 'folder'; folder: DigestFolder };

export const sourceKey = (source: ChosenSource): string => (source.kind === 'channel' ? `channel:${source.channel.id}` : `folder:${source.folder.id}`);
export const sourceTitle = (source: ChosenSource): string => (source.kind === 'channel' ? source.channel.title : source.folder.title);
