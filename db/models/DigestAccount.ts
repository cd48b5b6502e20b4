import { BaseModel } from './BaseModel.ts';

/** The user's own Telegram account as the digest tool reads it; its secrets are user_secrets. */
export class DigestAccount extends BaseModel {
  static override tableName = 'digest_accounts';
  static override idColumn = 'user_id';

  declare userId: string;
  declare state: 'credentials' | 'connected' | 'revoked';
  declare telegramUserId: string | null;
  declare username: string | null;
  declare firstName: string | null;
  declare connectedAt: Date | null;
  declare revokedAt: Date | null;
  declare createdAt: Date;
  declare updatedAt: Date;
}
