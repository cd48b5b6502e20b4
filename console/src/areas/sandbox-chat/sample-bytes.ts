/**
 * The bytes of the chat's sample files. The sandbox's fake OpenAI cannot hear audio or see
 * pictures: it takes the UTF-8 text after a marker in the file's bytes as what a voice note
 * says (to a NUL, a line end or the end) or what a picture shows (to a NUL or the end, so a
 * timetable keeps its lines), trimmed. A sample is a real file of its kind (an Ogg page, a PNG)
 * carrying that marker.
 */

/** What the fake transcribes a voice file as. */
export const TRANSCRIPT_MARKER = 'SANDBOX-TRANSCRIPT:';
/** What the fake reads in a picture. */
export const PICTURE_MARKER = 'SANDBOX-TEXT:';
/** What the fake reads in a picture as handwriting (the homework grader is less sure of it). */
export const HANDWRITING_MARKER = 'SANDBOX-HANDWRITING:';

export type PictureMarker = typeof PICTURE_MARKER | typeof HANDWRITING_MARKER;

const utf8 = new TextEncoder();

/** A voice note's marker and words, ended by a newline. */
export function transcriptBytes(text: string): Uint8Array<ArrayBuffer> {
  if (/[\0\n\r]/.test(text)) throw new Error('A transcript ends at a NUL or a line end: it cannot hold one');
  return utf8.encode(`${TRANSCRIPT_MARKER}${text}\n`);
}

const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

const uint32 = (value: number, littleEndian: boolean): Uint8Array<ArrayBuffer> => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value >>> 0, littleEndian);
  return bytes;
};

// ---- PNG: CRC-32 of zlib (reflected 0xEDB88320, as PNG's chunks use) and a tEXt chunk ----

const PNG_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** zlib's CRC-32, the one a PNG chunk ends with. */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = PNG_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * A tEXt chunk: length, type, keyword NUL text, CRC of type and data. The text is written as
 * UTF-8 (the fake reads UTF-8; PNG readers show other than Latin-1 text garbled, nothing worse).
 */
export function textChunk(keyword: string, text: Uint8Array): Uint8Array<ArrayBuffer> {
  if (!/^[\x20-\x7e]{1,79}$/.test(keyword)) throw new Error('A tEXt keyword is 1 to 79 printable Latin-1 characters');
  if (text.includes(0)) throw new Error('A tEXt text holds no NUL');
  const typeAndData = concat(utf8.encode('tEXt'), utf8.encode(keyword), new Uint8Array([0]), text);
  return concat(uint32(typeAndData.length - 4, false), typeAndData, uint32(crc32(typeAndData), false));
}

/**
 * The tEXt chunk (keyword Comment) of a picture's marker and text, lines and all. The fake reads
 * a picture's text to a NUL, and a tEXt text holds none: what follows it is the chunk's CRC. So
 * the text ends with a newline and the shortest run of spaces and newlines (which the fake trims)
 * that makes the CRC's first byte 0, the NUL that ends the text.
 */
export function pictureTextChunk(text: string, marker: PictureMarker = PICTURE_MARKER): Uint8Array<ArrayBuffer> {
  if (text.includes('\0')) throw new Error('A picture text ends at a NUL: it cannot hold one');
  // 1, 10, 11, 100 ... in binary, its first digit dropped: '', ' ', '\n', '  ', ' \n' ... every padding, shortest first.
  for (let n = 1; n < 1 << 24; n += 1) {
    const padding = n.toString(2).slice(1).replaceAll('0', ' ').replaceAll('1', '\n');
    const chunk = textChunk('Comment', utf8.encode(`${marker}${text}\n${padding}`));
    if (chunk[chunk.length - 4] === 0) return chunk;
  }
  throw new Error('No padding gives the chunk a CRC that starts with 0');
}

/** A PNG with a chunk put just before its IEND chunk (found by walking the chunks). */
export function withChunk(png: Uint8Array, chunk: Uint8Array): Uint8Array<ArrayBuffer> {
  if (png.length < 8 || PNG_SIGNATURE.some((b, i) => png[i] !== b)) throw new Error('Not a PNG');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  for (let at = 8; at + 12 <= png.length; at += 12 + view.getUint32(at)) {
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    if (type === 'IEND') return concat(png.subarray(0, at), chunk, png.subarray(at));
  }
  throw new Error('The PNG has no IEND chunk');
}

// ---- Ogg: one page holding one packet ----

const OGG_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n << 24;
  for (let k = 0; k < 8; k += 1) c = c & 0x80000000 ? (c << 1) ^ 0x04c11db7 : c << 1;
  return c >>> 0;
});

/** Ogg's page checksum: CRC-32 with polynomial 0x04C11DB7, not reflected, starting at 0, no final XOR. */
export function oggCrc(bytes: Uint8Array): number {
  let c = 0;
  for (const byte of bytes) c = (OGG_TABLE[((c >>> 24) ^ byte) & 0xff]! ^ (c << 8)) >>> 0;
  return c;
}

/** The serial number of the samples' one logical stream ('SBOX'). */
const OGG_SERIAL = 0x58_4f_42_53;

/**
 * An Ogg page (RFC 3533) that begins and ends its stream and holds `packet` whole: 'OggS',
 * version 0, flags BOS|EOS, granule 0, serial, sequence 0, CRC, the lacing values, the packet.
 */
export function oggPage(packet: Uint8Array): Uint8Array<ArrayBuffer> {
  const lacing = [...Array<number>(Math.floor(packet.length / 255)).fill(255), packet.length % 255];
  if (lacing.length > 255) throw new Error('A packet this long needs more than one Ogg page');
  const header = new Uint8Array(27 + lacing.length);
  const view = new DataView(header.buffer);
  header.set(utf8.encode('OggS'), 0);
  header[4] = 0; // version
  header[5] = 0x02 | 0x04; // beginning and end of the stream
  view.setBigUint64(6, 0n, true); // granule position
  view.setUint32(14, OGG_SERIAL, true);
  view.setUint32(18, 0, true); // page sequence number
  // 22..25: the CRC, computed over the page with these four bytes zero.
  header[26] = lacing.length;
  header.set(lacing, 27);
  const page = concat(header, packet);
  new DataView(page.buffer).setUint32(22, oggCrc(page), true);
  return page;
}

/** A voice note the fake transcribes as `text`: an Ogg page whose packet is the marker (it does not play). */
export const voiceSampleBytes = (text: string): Uint8Array<ArrayBuffer> => oggPage(transcriptBytes(text));

/** A PNG the fake reads as `text` (typed, or handwriting): the marker in a tEXt chunk with the keyword Comment, just before IEND. */
export function pictureSampleBytes(png: Uint8Array, text: string, marker: PictureMarker = PICTURE_MARKER): Uint8Array<ArrayBuffer> {
  return withChunk(png, pictureTextChunk(text, marker));
}
