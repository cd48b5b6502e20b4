/** The bank sends these as strings or numbers; anything else is not kept at all. */
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const lastFour = (value: unknown) => `****${text(value).slice(-4)}`;

/**
 * A bank notification as we keep it: what an operator needs to follow a payment, nothing
 * that could charge the card. RebillId (the saved card's token) and CardId keep their last
 * four characters, the expiry date and the signature are dropped, a PAN is masked to the
 * first six and last four digits (T-Bank sends it masked already; this makes sure).
 */
export function maskNotification(body: Record<string, unknown>): Record<string, unknown> {
  const { RebillId, CardId, Pan, ExpDate: _expiry, Token: _token, ...rest } = body;
  return {
    ...rest,
    ...(RebillId !== undefined ? { RebillId: lastFour(RebillId) } : {}),
    ...(CardId !== undefined ? { CardId: lastFour(CardId) } : {}),
    ...(Pan !== undefined ? { Pan: text(Pan).replace(/^(\d{6})\d{3,}(\d{4})$/, '$1******$2') } : {}),
  };
}
