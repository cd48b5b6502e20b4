import nock from 'nock';
import { expect } from 'vitest';

/** The T-Bank client's tests: one expected POST to `/v2/<method>`, the bodies it got kept. */
export type Body = Record<string, unknown>;

export function expectCall(method: string, status: number, answer: Body | string) {
  const bodies: Body[] = [];
  const scope = nock('https://securepay.tinkoff.ru')
    .post(`/v2/${method}`, (body: Body) => (bodies.push(body), true))
    .reply(status, answer);
  return { scope, bodies };
}

export const failure = (promise: Promise<unknown>) => promise.then(() => expect.fail('expected a ProviderError'), (err: unknown) => err);
