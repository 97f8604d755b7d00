import type { ProfileImageType } from 'features/mypage/server';

/**
 * Whether the bytes are laid out as a whole image of their type — more than the first bytes (issue 12 item 11):
 * a PNG is its signature and a chain of chunks from IHDR to IEND that ends the file; a JPEG is SOI, marker
 * segments with consistent lengths including a frame header (SOFn) before the scan (SOS), and EOI at the end;
 * a WebP is a RIFF container whose size is the file's and whose first chunk is VP8, VP8L or VP8X.
 * Pixel data is not decoded (the browser resized the photo; this refuses files that only pretend to be one).
 */
export function isWellFormedImage(bytes: Uint8Array, type: ProfileImageType): boolean {
  switch (type) {
    case 'image/png':
      return wellFormedPng(bytes);
    case 'image/jpeg':
      return wellFormedJpeg(bytes);
    case 'image/webp':
      return wellFormedWebp(bytes);
    default:
      return false;
  }
}

const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));
const u32be = (b: Uint8Array, at: number) => (((b[at] ?? 0) << 24) >>> 0) + ((b[at + 1] ?? 0) << 16) + ((b[at + 2] ?? 0) << 8) + (b[at + 3] ?? 0);
const u32le = (b: Uint8Array, at: number) => (b[at] ?? 0) + ((b[at + 1] ?? 0) << 8) + ((b[at + 2] ?? 0) << 16) + (((b[at + 3] ?? 0) << 24) >>> 0);
const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) + (b[at + 1] ?? 0);

function wellFormedPng(b: Uint8Array): boolean {
  let at = 8;
  let first = true;
  while (at + 12 <= b.length) {
    const length = u32be(b, at);
    const type = ascii(b, at + 4, 4);
    if (first && (type !== 'IHDR' || length !== 13)) return false;
    first = false;
    const next = at + 12 + length;
    if (next > b.length) return false;
    if (type === 'IEND') return length === 0 && next === b.length;
    at = next;
  }
  return false;
}

function wellFormedJpeg(b: Uint8Array): boolean {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return false;
  if (b[b.length - 2] !== 0xff || b[b.length - 1] !== 0xd9) return false;
  let at = 2;
  let frame = false;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return false;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9 || marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) return false;
    const length = u16be(b, at + 2);
    if (length < 2 || at + 2 + length > b.length) return false;
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) frame = true;
    if (marker === 0xda) return frame && at + 2 + length <= b.length - 2;
    at += 2 + length;
  }
  return false;
}

function wellFormedWebp(b: Uint8Array): boolean {
  if (b.length < 20 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return false;
  const riffSize = u32le(b, 4);
  if (riffSize + 8 !== b.length && riffSize + 9 !== b.length) return false;
  const chunk = ascii(b, 12, 4);
  if (chunk !== 'VP8 ' && chunk !== 'VP8L' && chunk !== 'VP8X') return false;
  return 20 + u32le(b, 16) <= b.length;
}
