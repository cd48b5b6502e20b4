import { BaseModel } from './BaseModel.ts';

export class YoutubePrompt extends BaseModel {
  static override tableName = 'youtube_prompts';

  declare id: string;
  declare userId: string;
  declare name: string;
  declare prompt: string;
  declare isDefault: boolean;
  declare createdAt: Date;
  declare updatedAt: Date;
}
