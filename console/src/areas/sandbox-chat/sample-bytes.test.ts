import { crc32 as zlibCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, HANDWRITING_MARKER, oggCrc, oggPage, PICTURE_MARKER, pictureSampleBytes, pictureTextChunk, textChunk, TRANSCRIPT_MARKER, transcriptBytes, voiceSampleBytes, withChunk } from './sample-bytes';
import { SAMPLES } from './samples';

const ascii = (text: string) => new TextEncoder().encode(text);

/** The fake OpenAI's reading: the UTF-8 text after the marker up to one of `stops` (or the end), trimmed. */
function readMarker(bytes: Uint8Array, marker: string, stops: number[]): string | null {
  const at = Buffer.from(bytes).indexOf(marker);
  if (at < 0) return null;
  let end = at + marker.length;
  while (end < bytes.length && !stops.includes(bytes[end]!)) end += 1;
  return new TextDecoder().decode(bytes.subarray(at + marker.length, end)).trim();
}
/** A voice note's words end at a NUL or a line end; a picture's text at a NUL (it keeps its lines). */
const transcriptOf = (bytes: Uint8Array) => readMarker(bytes, TRANSCRIPT_MARKER, [0x00, 0x0a, 0x0d]);
const pictureTextOf = (bytes: Uint8Array) => readMarker(bytes, PICTURE_MARKER, [0x00]);

/** The smallest PNG a browser draws: signature, IHDR (1×1 grey), IDAT, IEND. */
const tinyPng = Uint8Array.from(
  Buffer.from('89504e470d0a1a0a' + '0000000d49484452000000010000000108000000003a7e9b55' + '0000000a49444154789c636800000082008177cd72b6' + '0000000049454e44ae426082', 'hex'),
);

/** Each chunk of a PNG: its type, data and whether its stored CRC is zlib's CRC-32 of type and data. */
function chunks(png: Uint8Array) {
  const buffer = Buffer.from(png);
  const out: { type: string; data: Buffer; crcOk: boolean }[] = [];
  for (let at = 8; at < buffer.length; ) {
    const length = buffer.readUInt32BE(at);
    const typeAndData = buffer.subarray(at + 4, at + 8 + length);
    out.push({ type: typeAndData.subarray(0, 4).toString('latin1'), data: typeAndData.subarray(4), crcOk: buffer.readUInt32BE(at + 8 + length) === zlibCrc32(typeAndData) });
    at += 12 + length;
  }
  return out;
}

describe('CRC-32 for PNG chunks', () => {
  it("is zlib's: the known check value, IEND's CRC, and random bytes", () => {
    expect(crc32(ascii('123456789'))).toBe(0xcbf43926);
    expect(crc32(ascii('IEND'))).toBe(0xae426082);
    const random = Uint8Array.from({ length: 1000 }, (_, i) => (i * 7919 + 13) % 256);
    expect(crc32(random)).toBe(zlibCrc32(random));
  });
});

describe('the picture sample', () => {
  it('builds a tEXt chunk byte for byte: length, type, keyword NUL text, CRC', () => {
    const chunk = textChunk('Comment', ascii('SANDBOX-TEXT:Hi\n'));
    const data = Buffer.from('Comment\0SANDBOX-TEXT:Hi\n', 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlibCrc32(Buffer.concat([Buffer.from('tEXt'), data])));
    expect(Buffer.from(chunk).toString('hex')).toBe(Buffer.concat([Buffer.from([0, 0, 0, data.length]), Buffer.from('tEXt'), data, crc]).toString('hex'));
  });

  it('ends the marked text with spaces and newlines that give the chunk a CRC starting with the NUL that ends it', () => {
    for (const sample of SAMPLES) {
      if (sample.kind !== 'photo') continue;
      const marker = sample.handwriting ? HANDWRITING_MARKER : PICTURE_MARKER;
      const chunk = Buffer.from(pictureTextChunk(sample.text, marker));
      const [only] = chunks(Buffer.concat([Buffer.from(tinyPng.subarray(0, 8)), chunk]));
      expect(only!.crcOk).toBe(true);
      expect(chunk[chunk.length - 4]).toBe(0);
      const text = only!.data.toString('utf8');
      expect(text.startsWith(`Comment\0${marker}${sample.text}\n`)).toBe(true);
      expect(text.slice(`Comment\0${marker}${sample.text}\n`.length)).toMatch(/^[ \n]{0,12}$/);
    }
  });

  it('puts the marker in a tEXt chunk just before IEND, every CRC right, its text read back whole (UTF-8, lines kept)', () => {
    for (const text of ['Jazz night — 14 March, 19:00, Blue Hall', 'Maths Monday 09:00\nPhysics Tuesday 11:00\nChemistry Wednesday 14:00']) {
      const png = pictureSampleBytes(tinyPng, text);
      expect([...png.subarray(0, 8)]).toEqual([...tinyPng.subarray(0, 8)]);
      const found = chunks(png);
      expect(found.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'tEXt', 'IEND']);
      expect(found.every((c) => c.crcOk)).toBe(true);
      expect(found[2]!.data.subarray(0, 8).toString('latin1')).toBe('Comment\0');
      expect(pictureTextOf(png)).toBe(text);
    }
  });

  it('plants handwriting after its own marker, read back whole, and no typed text', () => {
    const text = 'The causes of the First World War\nThe alliances, militarism and nationalism.';
    const png = pictureSampleBytes(tinyPng, text, HANDWRITING_MARKER);
    expect(chunks(png).every((c) => c.crcOk)).toBe(true);
    expect(readMarker(png, HANDWRITING_MARKER, [0x00])).toBe(text);
    expect(pictureTextOf(png)).toBeNull();
  });

  it('refuses what is not a PNG, a text the marker cannot hold, and a bad keyword', () => {
    expect(() => withChunk(ascii('GIF89a........'), textChunk('Comment', ascii('x')))).toThrow('Not a PNG');
    expect(() => pictureSampleBytes(tinyPng, 'a\0b')).toThrow();
    expect(() => textChunk('', ascii('x'))).toThrow();
  });
});

describe('the voice sample', () => {
  it("uses Ogg's CRC (polynomial 0x04C11DB7, not reflected, no XOR): its check value", () => {
    // CRC-32/POSIX's check value 0x765E7680 is this CRC with a final XOR of 0xFFFFFFFF.
    expect(oggCrc(ascii('123456789'))).toBe(0x89a1897f);
  });

  it('is one whole Ogg page (BOS and EOS, right lacing and CRC) whose packet is the marker, read back', () => {
    const text = 'Встреча с Олегом в пятницу в 18:30';
    const bytes = Buffer.from(voiceSampleBytes(text));
    const packet = transcriptBytes(text);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('OggS');
    expect(bytes[4]).toBe(0);
    expect(bytes[5]).toBe(0x06);
    expect(bytes.readBigUInt64LE(6)).toBe(0n);
    expect(bytes.readUInt32LE(18)).toBe(0);
    const segments = bytes[26]!;
    const lacing = [...bytes.subarray(27, 27 + segments)];
    expect(lacing.reduce((a, b) => a + b, 0)).toBe(packet.length);
    expect(lacing.at(-1)).toBeLessThan(255);
    expect(bytes.length).toBe(27 + segments + packet.length);
    expect(Buffer.from(bytes.subarray(27 + segments)).equals(Buffer.from(packet))).toBe(true);
    const zeroed = Buffer.from(bytes);
    zeroed.writeUInt32LE(0, 22);
    expect(bytes.readUInt32LE(22)).toBe(oggCrc(zeroed));
    expect(transcriptOf(bytes)).toBe(text);
    for (const sample of SAMPLES) if (sample.kind === 'voice') expect(transcriptOf(voiceSampleBytes(sample.text))).toBe(sample.text);
  });

  it('laces a packet of 255 bytes or more in 255s and ends it with a shorter value (0 when it fits exactly)', () => {
    const page = oggPage(new Uint8Array(510));
    expect([...page.subarray(26, 30)]).toEqual([3, 255, 255, 0]);
    expect(page.length).toBe(27 + 3 + 510);
    expect(() => transcriptBytes('two\nlines')).toThrow();
  });
});
