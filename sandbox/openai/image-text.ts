const MARKER = Buffer.from('SANDBOX-TEXT:', 'ascii');
const DATA_URL = /^data:image\/[\w.+-]+;base64,([A-Za-z0-9+/=\s]*)$/;

/**
 * What the sandbox "sees" in a picture sent as a data URL: the text after `SANDBOX-TEXT:` in its
 * bytes (UTF-8, to a NUL or the end, so a timetable keeps its lines), which tests and the chat
 * page plant in an image; '' for any other picture (a photo with nothing readable) or a URL.
 */
export function textInImage(url: string): string {
  const base64 = DATA_URL.exec(url)?.[1];
  if (base64 === undefined) return '';
  const bytes = Buffer.from(base64, 'base64');
  const at = bytes.indexOf(MARKER);
  if (at < 0) return '';
  const rest = bytes.subarray(at + MARKER.length);
  const nul = rest.indexOf(0x00);
  return rest.subarray(0, nul < 0 ? rest.length : nul).toString('utf8').trim();
}
