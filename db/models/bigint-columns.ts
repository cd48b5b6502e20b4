import type { Pojo } from 'objection';

/**
 * pg returns bigint columns as strings (they may exceed 2^53). Telegram's ids stay within 52
 * bits by its own documentation, so these become numbers, as the Bot API sends them.
 */
export function bigintColumns(json: Pojo, columns: readonly string[]): Pojo {
  for (const column of columns) {
    const value: unknown = json[column];
    if (typeof value === 'string') json[column] = Number(value);
  }
  return json;
}

/** pg returns numeric columns as strings to keep their precision; scores fit a double exactly enough. */
export const decimalColumns = bigintColumns;
