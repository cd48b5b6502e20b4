import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { roles, type Role } from '../../../db/index.ts';

const ISSUER = 'ai-tools-platform';

/**
 * One kind of HS256 token of ours: each has an audience of its own, so a token of one kind never
 * passes for another (a console access token is not a Temporal UI session, nor a ticket to it).
 */
export interface TokenKind {
  audience: string;
  seconds: number;
}

/** Signs `claims` for `subject` as a token of `kind`, with an id when one is given. */
export function signToken(key: Uint8Array, kind: TokenKind, subject: string, claims: JWTPayload, jti?: string): Promise<string> {
  const token = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(subject).setIssuer(ISSUER).setAudience(kind.audience).setIssuedAt();
  if (jti) token.setJti(jti);
  return token.setExpirationTime(`${kind.seconds}s`).sign(key);
}

/** The payload of a genuine, unexpired token of `audience`; throws jose's errors otherwise. */
export async function verifyToken(key: Uint8Array, audience: string, token: string, now?: Date): Promise<JWTPayload> {
  return (await jwtVerify(token, key, { issuer: ISSUER, audience, algorithms: ['HS256'], currentDate: now })).payload;
}

export const isRole = (value: unknown): value is Role => (roles as readonly unknown[]).includes(value);
