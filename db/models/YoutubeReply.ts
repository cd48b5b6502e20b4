import { BaseModel } from './BaseModel.ts';

export class YoutubeReply extends BaseModel {
  static override tableName = 'youtube_replies';

  declare id: string;
  declare userId: string;
  declare videoId: string;
  declare commentId: string;
  declare promptId: string | null;
  declare commentText: string;
  declare reply: string;
  declare editedReply: string | null;
  declare status: 'draft' | 'publishing' | 'unconfirmed' | 'published';
  declare publishedCommentId: string | null;
  declare publishedAt: Date | null;
  declare createdAt: Date;
  declare updatedAt: Date;
}
