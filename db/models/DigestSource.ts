import { BaseModel } from './BaseModel.ts';

/** One chat or folder a digest reads (spec 3 'Digest source entry'). */
export class DigestSource extends BaseModel {
  static override tableName = 'digest_sources';

  declare id: string;
  declare digestId: string;
  declare userId: string;
  declare sourceType: 'CHANNEL' | 'FOLDER';
  declare sourceId: string;
  declare title: string;
  declare username: string | null;
  declare peerType: string;
  declare createdAt: Date;
}
