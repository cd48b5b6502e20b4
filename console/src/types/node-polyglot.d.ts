// node-polyglot ships no types and @types/node-polyglot is not installed; this covers the
// part the console uses (the same library react-admin's ra-i18n-polyglot runs on).
declare module 'node-polyglot' {
  export interface PolyglotOptions {
    phrases?: object;
    locale?: string;
    allowMissing?: boolean;
    onMissingKey?: (key: string, options: Record<string, unknown>, locale: string) => string;
  }
  export default class Polyglot {
    constructor(options?: PolyglotOptions);
    t(key: string, options?: Record<string, unknown>): string;
    has(key: string): boolean;
    locale(locale?: string): string;
  }
}
