/**
 * Leaves the single-page app for another document (the bank's checkout, an absolute URL).
 * One function so tests can watch it: jsdom cannot navigate.
 */
export function leaveTo(url: string): void {
  window.location.href = url;
}
