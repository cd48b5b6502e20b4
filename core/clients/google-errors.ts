/** Google's way of saying the grant is gone: revoked, expired, or the client was reset. */
export function isGrantLost(err: unknown): boolean {
  const e = err as { status?: number; code?: number | string; response?: { status?: number; data?: { error?: unknown } }; message?: string };
  const status = e.status ?? e.response?.status;
  const oauthError = typeof e.response?.data?.error === 'string' ? e.response.data.error : '';
  return status === 401 || oauthError === 'invalid_grant' || /invalid_grant|unauthorized_client/.test(e.message ?? '');
}

/** The HTTP status of a failed googleapis call, if it got one. */
export function googleStatus(err: unknown): number | undefined {
  const e = err as { status?: number; response?: { status?: number } };
  return e.status ?? e.response?.status;
}
