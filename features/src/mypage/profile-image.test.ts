import { describe, expect, it } from 'vitest';
import { fitWithin, isProfileImageType, PROFILE_IMAGE_MAX_BYTES, sniffImageType } from './profile-image';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('sniffImageType — by content, never by name', () => {
  it('recognises JPEG, PNG and WebP by their magic numbers', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))).toBe('image/png');
    expect(sniffImageType(new Uint8Array([...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WEBPVP8 ')]))).toBe('image/webp');
  });

  it('refuses text, GIF, SVG, a RIFF that is not WebP, and too few bytes', () => {
    expect(sniffImageType(ascii('これは画像ではありません'))).toBeNull();
    expect(sniffImageType(ascii('GIF89a......'))).toBeNull();
    expect(sniffImageType(ascii('<svg xmlns="'))).toBeNull();
    expect(sniffImageType(new Uint8Array([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WAVE')]))).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
  });

  it('the limit is 5 MB', () => {
    expect(PROFILE_IMAGE_MAX_BYTES).toBe(5_242_880);
  });

  it('isProfileImageType', () => {
    expect(isProfileImageType('image/png')).toBe(true);
    expect(isProfileImageType('image/gif')).toBe(false);
    expect(isProfileImageType(3)).toBe(false);
  });
});

describe('fitWithin', () => {
  it('leaves a small image as it is', () => {
    expect(fitWithin(800, 600, 1280)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1280, 1280, 1280)).toEqual({ width: 1280, height: 1280 });
  });

  it('scales the longest edge down to the limit, keeping the ratio', () => {
    expect(fitWithin(4000, 3000, 1280)).toEqual({ width: 1280, height: 960 });
    expect(fitWithin(3000, 4000, 1280)).toEqual({ width: 960, height: 1280 });
    expect(fitWithin(10000, 1, 1280)).toEqual({ width: 1280, height: 1 });
  });
});
