import { createHash } from 'node:crypto';

const MARKER = Buffer.from('SANDBOX-TRANSCRIPT:', 'ascii');

/** What a voice message "says" when it carries no marker: realistic calendar requests, by language. */
const PHRASES = {
  en: [
    'Team sync tomorrow at 10am for 30 minutes',
    'Lunch with Anna on Friday at 1pm',
    'Dentist appointment next Tuesday at 4:30pm',
    'Remind me to call mom tomorrow at 7pm',
  ],
  ru: [
    'Встреча с Олегом в понедельник в 15:00',
    'Стоматолог завтра в 17:00',
    'Йога в среду в 19:00 на час',
    'Созвон с командой послезавтра в 11:00 на 30 минут',
  ],
} as const;

const startsWith = (bytes: Buffer, ascii: string, at = 0) => bytes.length >= at + ascii.length && bytes.toString('latin1', at, at + ascii.length) === ascii;

/** Whether the bytes open like a container or stream the transcription API decodes (what Telegram voice, browsers and phones record). */
export function looksLikeAudio(bytes: Buffer): boolean {
  if (bytes.length < 4) return false;
  return (
    startsWith(bytes, 'OggS') ||
    bytes.readUInt32BE(0) === 0x1a45dfa3 || // EBML: webm, mka
    (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WAVE', 8)) ||
    startsWith(bytes, 'ID3') ||
    startsWith(bytes, 'fLaC') ||
    startsWith(bytes, 'ftyp', 4) || // ISO BMFF: m4a, mp4
    (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0) // an MPEG audio or ADTS frame sync
  );
}

/**
 * The sandbox's speech recognition: a file that carries `SANDBOX-TRANSCRIPT:` says what follows
 * (UTF-8, to a NUL, a line end or the end), so tests and the chat page choose the words; any
 * other audio says one of a few phrases, the same one for the same bytes (in the language asked,
 * when one is); anything that is not audio cannot be decoded (null).
 */
export function transcriptOf(bytes: Buffer, language?: string): string | null {
  const at = bytes.indexOf(MARKER);
  if (at >= 0) {
    const rest = bytes.subarray(at + MARKER.length);
    const stops = [rest.indexOf(0x00), rest.indexOf(0x0a), rest.indexOf(0x0d)].filter((i) => i >= 0);
    return rest.subarray(0, stops.length > 0 ? Math.min(...stops) : rest.length).toString('utf8').trim();
  }
  if (!looksLikeAudio(bytes)) return null;
  const phrases: readonly string[] = language === 'en' || language === 'ru' ? PHRASES[language] : [...PHRASES.en, ...PHRASES.ru];
  return phrases[createHash('sha256').update(bytes).digest().readUInt32BE(0) % phrases.length] ?? '';
}
