import { describe, expect, it, vi } from 'vitest';
import { localTokenStore, TOKEN_STORAGE_KEY } from '../api/token-store';
import { takeSignInParams } from './url-params';

function fakeWindow(href: string) {
  const replaceState = vi.fn();
  return { win: { location: { href } as Location, history: { state: { idx: 3 }, replaceState } as unknown as History }, replaceState };
}

describe('takeSignInParams', () => {
  it('stores ?token= under authToken and removes it with replaceState, keeping other parameters and the hash', () => {
    const { win, replaceState } = fakeWindow('http://localhost:3000/terms?lang=ru&token=abc.def.ghi&x=1#top');
    expect(takeSignInParams(localTokenStore, win)).toEqual({ authError: null });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('abc.def.ghi');
    expect(replaceState).toHaveBeenCalledExactlyOnceWith({ idx: 3 }, '', '/terms?lang=ru&x=1#top');
  });

  it('hands back ?authError= and removes it too', () => {
    const { win, replaceState } = fakeWindow('http://localhost:3000/?authError=access_denied');
    expect(takeSignInParams(localTokenStore, win)).toEqual({ authError: 'access_denied' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/');
  });

  it('leaves the address alone when there is nothing to take', () => {
    const { win, replaceState } = fakeWindow('http://localhost:3000/privacy?tab=ru');
    takeSignInParams(localTokenStore, win);
    expect(replaceState).not.toHaveBeenCalled();
  });
});
