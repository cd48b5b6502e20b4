import type { Role } from './models/User.ts';

/** The people a visitor can sign in as through sandbox mode's fake Google. */
export interface DemoUser {
  googleId: string;
  name: string;
  email: string;
  role: Role;
  color: string;
}

export const sandboxDemoUsers: readonly DemoUser[] = [
  { googleId: 'sandbox-anna', name: 'Anna Petrova', email: 'anna@sandbox.test', role: 'user', color: '#1565c0' },
  { googleId: 'sandbox-mikhail', name: 'Mikhail Orlov', email: 'mikhail@sandbox.test', role: 'user', color: '#2e7d32' },
  { googleId: 'sandbox-olga', name: 'Olga Smirnova', email: 'olga.operator@sandbox.test', role: 'operator', color: '#6a1b9a' },
  { googleId: 'sandbox-ivan', name: 'Ivan Sokolov', email: 'ivan.admin@sandbox.test', role: 'admin', color: '#c62828' },
];
