import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

export type CsvCell = string | number | null;

/**
 * A CSV that spreadsheet programs open right: UTF-8 with a BOM (Excel reads Cyrillic names
 * otherwise as Latin-1), CRLF line ends, and every cell starting with =, +, -, @, a tab or a
 * carriage return prefixed with ' (csv-stringify's escape_formulas) so it is shown, not run.
 * Rows are pulled as the client reads, so a large export is never held whole in memory.
 */
export function csvStream(header: string[], rows: Iterable<CsvCell[]> | AsyncIterable<CsvCell[]>): Readable {
  const stringifier = stringify({ bom: true, escape_formulas: true, record_delimiter: 'windows', quoted_match: /[\r\n]/, cast: { date: (d) => d.toISOString() } });
  const source = Readable.from(
    (async function* () {
      yield header;
      yield* rows;
    })(),
  );
  source.on('error', (err) => stringifier.destroy(err));
  return source.pipe(stringifier);
}
