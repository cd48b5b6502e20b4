import { describe, expect, it } from 'vitest';
import { successDestination } from './success-destination';

const origin = 'https://app.example.com';

describe('where the test checkout goes after paying', () => {
  it('defaults to /subscription/success', () => {
    expect(successDestination(null, origin)).toEqual({ kind: 'route', to: '/subscription/success' });
    expect(successDestination('', origin)).toEqual({ kind: 'route', to: '/subscription/success' });
  });

  it('follows a relative success_url inside the app, decoded', () => {
    expect(successDestination('/subscription/success?from=test', origin)).toEqual({ kind: 'route', to: '/subscription/success?from=test' });
    expect(successDestination('%2Fsubscription%2Fsuccess%3Fa%3D1', origin)).toEqual({ kind: 'route', to: '/subscription/success?a=1' });
  });

  it('loads an absolute address of this origin as a document', () => {
    expect(successDestination('https://app.example.com/subscription/success', origin)).toEqual({ kind: 'document', href: 'https://app.example.com/subscription/success' });
    expect(successDestination(encodeURIComponent('https://app.example.com/subscription/success'), origin)).toEqual({
      kind: 'document',
      href: 'https://app.example.com/subscription/success',
    });
  });

  it('refuses other sites and schemes (no open redirect)', () => {
    for (const raw of [
      'https://evil.example/phish',
      encodeURIComponent('https://evil.example/phish'),
      '//evil.example/phish',
      '/\\evil.example/phish',
      'http://app.example.com/subscription/success',
      'https://app.example.com.evil.example/',
      'javascript:alert(1)',
      'data:text/html,hi',
    ]) {
      expect(successDestination(raw, origin), raw).toEqual({ kind: 'route', to: '/subscription/success' });
    }
  });

  it('copes with a stray percent sign', () => {
    expect(successDestination('/subscription/success?x=100%', origin)).toEqual({ kind: 'route', to: '/subscription/success?x=100%' });
  });
});
