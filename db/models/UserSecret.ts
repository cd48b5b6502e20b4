import { BaseModel } from './BaseModel.ts';

export class UserSecret extends BaseModel {
  static override tableName = 'user_secrets';
  static override idColumn = ['user_id', 'name'];

  declare userId: string;
  declare name: string;
  declare ciphertext: string;
  declare keyId: string;
  declare createdAt: Date;
  declare updatedAt: Date;
}
