/**
 * Spec 5 and 9: the digest bot's link code is a 6-digit number from 100000 to 999999, made in
 * the browser (contracts/telegram.ts browserLinkCodePattern). The crypto source, not
 * Math.random: the code is what ties a Telegram chat to this account.
 */
export function newLinkCode(): string {
  const [random = 0] = crypto.getRandomValues(new Uint32Array(1));
  return String(100_000 + (random % 900_000));
}
