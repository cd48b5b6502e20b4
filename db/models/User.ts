import { BaseModel } from './BaseModel.ts';

export const roles = ['user', 'operator', 'admin'] as const;
export type Role = (typeof roles)[number];

export class User extends BaseModel {
  static override tableName = 'users';

  declare id: string;
  declare googleId: string;
  declare email: string;
  declare name: string;
  declare avatarUrl: string | null;
  declare role: Role;
  declare lastSignInAt: Date | null;
  declare createdAt: Date;
  declare updatedAt: Date;

  static override get modifiers() {
    return {
      publicFields(query: ReturnType<typeof User.query>) {
        void query.select('id', 'email', 'name', 'avatar_url', 'role', 'created_at');
      },
    };
  }
}
