import { BaseModel } from './BaseModel.ts';
import { DigestSource } from './DigestSource.ts';

/** A digest: what it reads (its sources), when (its slot's Temporal Schedule) and how it summarises. */
export class DigestPreference extends BaseModel {
  static override tableName = 'digest_preferences';

  declare id: string;
  declare userId: string;
  declare name: string;
  /** HOURLY, DAILY or WEEKLY (contracts/digest.ts; db imports no layer above it). */
  declare frequency: 'HOURLY' | 'DAILY' | 'WEEKLY';
  declare hour: number | null;
  declare minute: number;
  declare dayOfWeek: number | null;
  declare timezone: string;
  declare prompt: string;
  declare onlyImportant: boolean;
  declare enabled: boolean;
  declare maxLength: number;
  /** The schedule slot (core/domain/digest/slot.ts) it runs in. */
  declare slot: string;
  declare lastSentAt: Date | null;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare sources?: DigestSource[];

  static override get relationMappings() {
    return {
      sources: { relation: BaseModel.HasManyRelation, modelClass: DigestSource, join: { from: 'digest_preferences.id', to: 'digest_sources.digest_id' } },
    };
  }
}
