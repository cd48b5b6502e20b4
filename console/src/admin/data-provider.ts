import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider, type fetchUtils, type GetOneParams, type GetOneResult, type RaRecord } from 'react-admin';
import type { ApiClient } from '../api/client';
import { describeError } from '../api/server-error';

type HttpClient = (url: string, options?: fetchUtils.Options) => Promise<{ status: number; headers: Headers; body: string; json: unknown }>;

/**
 * fetchUtils.fetchJson's contract on top of our client, so react-admin's calls get the same
 * bearer token, shared refresh and retry as every other call. A failure becomes an HttpError
 * whose message react-admin translates when it shows it: a message key for known error codes,
 * else the server's own text (the one helper, describeError, decides which).
 */
export function createHttpClient(api: ApiClient): HttpClient {
  return async (url, options = {}) => {
    // `user` is fetchUtils' own auth option; the client adds the bearer token itself.
    const { user: _user, ...init } = options;
    const response = await api.send(url, init);
    const body = await response.text();
    const json = parseJson(body);
    if (!response.ok) {
      const text = describeError({ data: json });
      throw new HttpError(typeof text === 'string' ? text : text.key, response.status, json);
    }
    return { status: response.status, headers: response.headers, body, json };
  };
}

function parseJson(body: string): unknown {
  try {
    return body === '' ? undefined : (JSON.parse(body) as unknown);
  } catch {
    return undefined;
  }
}

/**
 * Operator resources in the ra-data-simple-rest dialect. The API URL is empty because the
 * client already prefixes /api: resource `admin/users` becomes /api/admin/users.
 */
export function createDataProvider(api: ApiClient): DataProvider {
  const httpClient = createHttpClient(api);
  const rest = simpleRestProvider('', httpClient);
  return {
    ...rest,
    // A workflow's id is `<workflowId>:<runId>`; the API reads one run as /admin/workflows/:workflowId?runId=.
    getOne: async <R extends RaRecord>(resource: string, params: GetOneParams<R>): Promise<GetOneResult<R>> => {
      if (resource !== WORKFLOWS) return rest.getOne(resource, params);
      const { workflowId, runId } = splitWorkflowId(String(params.id));
      const { json } = await httpClient(`/${WORKFLOWS}/${encodeURIComponent(workflowId)}?${new URLSearchParams({ runId }).toString()}`, { signal: params.signal });
      // The record as the server sent it (contracts/operations.ts workflowSchema).
      return { data: json as R };
    },
  };
}

const WORKFLOWS = 'admin/workflows';

/** `<workflowId>:<runId>`: a run id has no colon, a workflow id may. */
export function splitWorkflowId(id: string): { workflowId: string; runId: string } {
  const at = id.lastIndexOf(':');
  return at < 0 ? { workflowId: id, runId: '' } : { workflowId: id.slice(0, at), runId: id.slice(at + 1) };
}
