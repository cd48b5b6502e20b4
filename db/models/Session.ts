import { BaseModel } from './BaseModel.ts';
import { User } from './User.ts';

export class Session extends BaseModel {
  static override tableName = 'sessions';

  declare id: string;
  declare userId: string;
  declare tokenHash: string;
  declare previousTokenHash: string | null;
  declare rotatedAt: Date | null;
  declare generation: number;
  declare expiresAt: Date;
  declare revokedAt: Date | null;
  declare revokedReason: string | null;
  declare userAgent: string | null;
  declare ip: string | null;
  /** A sign-in event the queue could not take, kept for the sign-in sweep (core/domain/auth/sign-in-outbox.ts). */
  declare pendingSignInEvent: unknown;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare user?: User;

  static override get jsonAttributes() {
    return ['pendingSignInEvent'];
  }

  static override get relationMappings() {
    return {
      user: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: User,
        join: { from: 'sessions.user_id', to: 'users.id' },
      },
    };
  }
}
