/**
 * A random token of `bytes` bytes as lowercase hex, from the browser's random source
 * (crypto.getRandomValues works on plain http too, where crypto.randomUUID does not).
 */
export function randomKey(bytes = 16): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}
