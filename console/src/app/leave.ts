/**
 * Leaves the single-page app for another document (the bank's checkout, an absolute URL).
 * Callers reach it through this object so a test can spy on it (jsdom cannot navigate); a
 * module mock would not do, since test files share loaded modules (vitest's isolate: false).
 */
export const navigation = {
  leaveTo(url: string): void {
    window.location.href = url;
  },
};

export const leaveTo = (url: string): void => navigation.leaveTo(url);
