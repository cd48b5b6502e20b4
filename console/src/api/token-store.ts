/** Spec 9: the access token lives in local storage under this key. */
export const TOKEN_STORAGE_KEY = 'authToken';

export interface TokenStore {
  get: () => string | null;
  set: (token: string) => void;
  clear: () => void;
}

export const localTokenStore: TokenStore = {
  get: () => localStorage.getItem(TOKEN_STORAGE_KEY),
  set: (token) => localStorage.setItem(TOKEN_STORAGE_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_STORAGE_KEY),
};
