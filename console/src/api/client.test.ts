import { beforeEach, describe, expect, it, vi } from 'vitest';
import { urlOf, json } from '../test/fakes';
import { ApiError } from './api-error';
import { createApiClient, type ApiClientOptions } from './client';
import { localTokenStore, TOKEN_STORAGE_KEY } from './token-store';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** A fetch that records every call and answers with `handler`. */
function fakeFetch(handler: Handler) {
  const calls: { url: string; init: RequestInit; headers: Headers }[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = urlOf(input);
    calls.push({ url, init, headers: new Headers(init.headers) });
    return Promise.resolve(handler(url, init));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const bearer = (call: { headers: Headers }) => call.headers.get('Authorization');

function setup(handler: Handler, extra: Partial<ApiClientOptions> = {}) {
  const { fetch, calls } = fakeFetch(handler);
  const goHome = vi.fn();
  const onError = vi.fn();
  const api = createApiClient({ fetch, goHome, onError, tokens: localTokenStore, ...extra });
  return { api, calls, goHome, onError, refreshCalls: () => calls.filter((call) => call.url === '/api/auth/refresh') };
}

/** Answers 401 to the old token, OK to the new one; the refresh hands out the new one. */
const expiringTokenServer: Handler = (url, init) => {
  if (url === '/api/auth/refresh') return json(200, { token: 'new-token' });
  const auth = new Headers(init.headers).get('Authorization');
  return auth === 'Bearer new-token' ? json(200, { path: url }) : json(401, { error: 'token_expired', message: 'Token expired' });
};

beforeEach(() => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'old-token');
});

describe('every call', () => {
  it('goes under /api with the bearer token and JSON', async () => {
    const { api, calls } = setup(() => json(200, { ok: true }));
    await expect(api.get('/auth/me')).resolves.toEqual({ ok: true });
    await api.post('/things', { a: 1 });
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/me', '/api/things']);
    for (const call of calls) {
      expect(bearer(call)).toBe('Bearer old-token');
      expect(call.headers.get('Content-Type')).toBe('application/json');
    }
    expect(calls[1]!.init.method).toBe('POST');
    expect(calls[1]!.init.body).toBe('{"a":1}');
  });

  it('sends no Authorization header without a token', async () => {
    localStorage.clear();
    const { api, calls } = setup(() => json(200, {}));
    await api.get('/public-config');
    expect(bearer(calls[0]!)).toBeNull();
  });

  it('returns undefined for an empty answer', async () => {
    const { api } = setup(() => new Response(null, { status: 204 }));
    await expect(api.delete('/things/1')).resolves.toBeUndefined();
  });
});

describe('a 401 with a token', () => {
  it('refreshes once (POST with the cookie), stores the new token and retries once', async () => {
    const { api, calls, refreshCalls } = setup(expiringTokenServer);
    await expect(api.get('/things')).resolves.toEqual({ path: '/api/things' });
    expect(refreshCalls()).toHaveLength(1);
    expect(refreshCalls()[0]!.init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('new-token');
    expect(calls.filter((call) => call.url === '/api/things').map(bearer)).toEqual(['Bearer old-token', 'Bearer new-token']);
  });

  it('shares one refresh among ten concurrent callers, each retried once', async () => {
    const { api, calls, refreshCalls } = setup(expiringTokenServer);
    const paths = Array.from({ length: 10 }, (_, i) => `/things/${i}`);
    const results = await Promise.all(paths.map((path) => api.get(path)));
    expect(results).toEqual(paths.map((path) => ({ path: `/api${path}` })));
    expect(refreshCalls()).toHaveLength(1);
    for (const path of paths) {
      expect(calls.filter((call) => call.url === `/api${path}`).map(bearer)).toEqual(['Bearer old-token', 'Bearer new-token']);
    }
  });

  it('uses a token another caller already refreshed instead of refreshing again', async () => {
    const { api, refreshCalls } = setup(expiringTokenServer);
    await api.get('/first');
    // A call that left with the old token comes back 401 after the refresh finished.
    localStorage.setItem(TOKEN_STORAGE_KEY, 'old-token');
    await api.get('/second');
    expect(refreshCalls()).toHaveLength(2);
  });

  it('when the refresh fails: clears the token, goes home and raises Unauthorized with data and status', async () => {
    const { api, goHome, onError, refreshCalls } = setup((url) =>
      url === '/api/auth/refresh' ? json(401, { error: 'unauthorized', message: 'No session' }) : json(401, { error: 'token_expired', message: 'Token expired' }),
    );
    const error = await api.get('/things').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toContain('Unauthorized');
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).data).toEqual({ error: 'token_expired', message: 'Token expired' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(goHome).toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(error);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('does not go home when the current-user call loses the session', async () => {
    const { api, goHome } = setup((url) => (url === '/api/auth/refresh' ? json(401, {}) : json(401, { error: 'token_expired' })));
    await expect(api.get('/auth/me')).rejects.toThrow('Unauthorized');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(goHome).not.toHaveBeenCalled();
  });

  it('treats a second 401 after the retry as a lost session', async () => {
    const { api, goHome, calls } = setup((url) => (url === '/api/auth/refresh' ? json(200, { token: 'new-token' }) : json(401, { error: 'session_revoked' })));
    await expect(api.get('/things')).rejects.toThrow('Unauthorized');
    expect(calls.filter((call) => call.url === '/api/things')).toHaveLength(2);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(goHome).toHaveBeenCalledOnce();
  });

  it('a refresh refused for now (429, 503) keeps the session: only the call fails, with the reason', async () => {
    for (const status of [429, 503]) {
      localStorage.setItem(TOKEN_STORAGE_KEY, 'old-token');
      const { api, goHome } = setup((url) =>
        url === '/api/auth/refresh' ? json(status, { error: 'rate_limited', message: 'Too many requests: try again in 12 s' }) : json(401, { error: 'token_expired', message: 'Token expired' }),
      );
      const failure = await api.get('/things').catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status, message: 'Too many requests: try again in 12 s' });
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('old-token');
      expect(goHome).not.toHaveBeenCalled();
    }
  });

  it('a network failure of the refresh counts as a failed refresh', async () => {
    const { api } = setup((url) => {
      if (url === '/api/auth/refresh') throw new TypeError('Failed to fetch');
      return json(401, { error: 'token_expired' });
    });
    await expect(api.get('/things')).rejects.toThrow('Unauthorized');
  });
});

describe('a 401 that does not refresh', () => {
  it('without a token it is an ordinary error', async () => {
    localStorage.clear();
    const { api, refreshCalls, goHome } = setup(() => json(401, { error: 'unauthorized', message: 'Sign in first' }));
    await expect(api.get('/things')).rejects.toThrow('unauthorized');
    expect(refreshCalls()).toHaveLength(0);
    expect(goHome).not.toHaveBeenCalled();
  });

  it('on the refresh call itself it does not refresh again', async () => {
    const { api, refreshCalls } = setup(() => json(401, { error: 'unauthorized', message: 'No session' }));
    await expect(api.post('/auth/refresh')).rejects.toThrow('unauthorized');
    expect(refreshCalls()).toHaveLength(1);
  });
});

describe('error messages', () => {
  const failWith = async (response: Response) => {
    const { api } = setup(() => response);
    return (await api.get('/things').catch((e: unknown) => e)) as ApiError;
  };

  it('take the error field first', async () => {
    const error = await failWith(json(409, { error: 'conflict', message: 'You cannot change your own role' }));
    expect(error.message).toBe('conflict');
    expect(error.status).toBe(409);
    expect(error.data).toEqual({ error: 'conflict', message: 'You cannot change your own role' });
  });

  it('then the message field', async () => {
    expect((await failWith(json(400, { message: 'Bad thing' }))).message).toBe('Bad thing');
  });

  it("then 'HTTP error! status: N'", async () => {
    expect((await failWith(json(500, { detail: 'x' }))).message).toBe('HTTP error! status: 500');
  });

  it("fall back to 'Request failed' when the body is not JSON", async () => {
    const error = await failWith(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(error.message).toBe('Request failed');
    expect(error.data).toEqual({ message: 'Request failed' });
    expect(error.status).toBe(502);
  });

  it('reach the onError observer', async () => {
    const { api, onError } = setup(() => json(403, { error: 'forbidden', message: 'Operators only' }));
    await api.get('/things').catch(() => undefined);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'forbidden', status: 403 }));
  });
});

describe('blob calls', () => {
  it('are GET with the bearer token and no JSON content type', async () => {
    const { api, calls } = setup(() => new Response('%PDF', { status: 200 }));
    const blob = await api.blob('/files/1');
    expect(await blob.text()).toBe('%PDF');
    expect(calls[0]!.init.method).toBe('GET');
    expect(bearer(calls[0]!)).toBe('Bearer old-token');
    expect(calls[0]!.headers.has('Content-Type')).toBe(false);
  });

  it('fail with the message field', async () => {
    const { api } = setup(() => json(404, { error: 'not_found', message: 'File not found' }));
    await expect(api.blob('/files/1')).rejects.toMatchObject({ message: 'File not found', status: 404 });
  });

  it("fail with 'Request failed' when the body is not JSON, else 'HTTP error! status: N'", async () => {
    await expect(setup(() => new Response('oops', { status: 500 })).api.blob('/files/1')).rejects.toThrow('Request failed');
    await expect(setup(() => json(500, {})).api.blob('/files/1')).rejects.toThrow('HTTP error! status: 500');
  });

  it('refresh like any other call', async () => {
    const { api, refreshCalls } = setup((url, init) => {
      if (url === '/api/auth/refresh') return json(200, { token: 'new-token' });
      return new Headers(init.headers).get('Authorization') === 'Bearer new-token' ? new Response('data') : json(401, {});
    });
    await expect(api.blob('/files/1').then((blob) => blob.text())).resolves.toBe('data');
    expect(refreshCalls()).toHaveLength(1);
  });
});
