const MARKER = Buffer.from('SANDBOX-TEXT:', 'ascii');
const HANDWRITING_MARKER = Buffer.from('SANDBOX-HANDWRITING:', 'ascii');
const DATA_URL = /^data:image\/[\w.+-]+;base64,([A-Za-z0-9+/=\s]*)$/;

/**
 * The UTF-8 text after `marker` in `bytes`, to a NUL, one of `stops` or the end, trimmed; null
 * when the marker is not there.
 */
export function textAfterMarker(bytes: Buffer, marker: string | Buffer, stops: readonly (string | Buffer)[] = []): string | null {
  const at = bytes.indexOf(marker);
  if (at < 0) return null;
  const rest = bytes.subarray(at + Buffer.byteLength(marker));
  const ends = [rest.indexOf(0x00), ...stops.map((s) => rest.indexOf(s))].filter((i) => i >= 0);
  return rest.subarray(0, ends.length > 0 ? Math.min(...ends) : rest.length).toString('utf8').trim();
}

/** A picture's bytes, when it is sent as a data URL; null for a URL. */
const imageBytes = (url: string): Buffer | null => {
  const base64 = DATA_URL.exec(url)?.[1];
  return base64 === undefined ? null : Buffer.from(base64, 'base64');
};

/**
 * What the sandbox "sees" in a picture sent as a data URL: the text after `SANDBOX-TEXT:` in its
 * bytes (UTF-8, to a NUL or the end, so a timetable keeps its lines), which tests and the chat
 * page plant in an image; '' for any other picture (a photo with nothing readable) or a URL.
 */
export function textInImage(url: string): string {
  const bytes = imageBytes(url);
  return bytes === null ? '' : (textAfterMarker(bytes, MARKER) ?? '');
}

/**
 * What a vision model reads in a picture of written work: handwriting planted after
 * `SANDBOX-HANDWRITING:` (same convention as `SANDBOX-TEXT:`; it wins when a picture has both),
 * else the typed text textInImage reads ('' when nothing is planted).
 */
export function readingInImage(url: string): { text: string; handwriting: boolean } {
  const bytes = imageBytes(url);
  const handwritten = bytes === null ? null : textAfterMarker(bytes, HANDWRITING_MARKER);
  if (handwritten) return { text: handwritten, handwriting: true };
  return { text: textInImage(url), handwriting: false };
}
