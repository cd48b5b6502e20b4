import { BaseModel } from './BaseModel.ts';

/** A post read from a chat, shared by every digest that reads the same channel. */
export class DigestPost extends BaseModel {
  static override tableName = 'digest_posts';
  static override idColumn = ['scope', 'peer_id', 'message_id'];

  declare scope: string;
  declare peerId: string;
  declare messageId: number;
  declare postedAt: Date;
  declare text: string;
  declare link: string | null;
  declare forwardPeerId: string | null;
  declare forwardMessageId: number | null;
  declare fetchedAt: Date;
}
