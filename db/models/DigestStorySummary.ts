import { BaseModel } from './BaseModel.ts';

/** A story summarised once for everyone who reads it, by its text's hash and the language. */
export class DigestStorySummary extends BaseModel {
  static override tableName = 'digest_story_summaries';
  static override idColumn = ['text_hash', 'language'];

  declare textHash: string;
  declare language: string;
  declare summary: string;
  declare model: string;
  declare createdAt: Date;
}
