import { describe, expect, it } from 'vitest';
import { checkPhotoFile, PHOTO_ORIGINAL_MAX_BYTES, PhotoTooLargeError, preparePhoto, type PhotoCodec } from './prepare-photo';

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];

describe('checkPhotoFile — before the photo is decoded', () => {
  it('lets a 10 MB camera photo through: it is shrunk before it is sent, and the 5 MB limit is checked then', async () => {
    const camera = new Blob([new Uint8Array(JPEG_HEAD), new Uint8Array(10 * 1024 * 1024)]);
    expect(await checkPhotoFile(camera)).toEqual({ ok: true, type: 'image/jpeg' });
  });

  it('refuses a file over 25 MB without decoding it, naming its size and the 25 MB limit', async () => {
    const huge = new Blob([new Uint8Array(JPEG_HEAD), new Uint8Array(30 * 1024 * 1024)]);
    expect(PHOTO_ORIGINAL_MAX_BYTES).toBe(25 * 1024 * 1024);
    expect(await checkPhotoFile(huge)).toEqual({ ok: false, message: '画像のサイズが大きすぎます（30MB）。25MB以下の画像を選んでください。' });
  });

  it('refuses a text file whatever its name says', async () => {
    const text = new File(['これは画像ではありません'], 'photo.jpg', { type: 'image/jpeg' });
    expect(await checkPhotoFile(text)).toEqual({ ok: false, message: 'JPEG・PNG・WebP形式の画像を選んでください。' });
  });

  it('accepts a JPEG by its content', async () => {
    expect(await checkPhotoFile(new Blob([new Uint8Array(JPEG_HEAD)]))).toEqual({ ok: true, type: 'image/jpeg' });
  });
});

function fakeCodec(width: number, height: number, encodedBytes = 1000): PhotoCodec & { drawn: { width: number; height: number }[] } {
  const drawn: { width: number; height: number }[] = [];
  return {
    drawn,
    decode: () => Promise.resolve({ width, height, source: document.createElement('canvas') }),
    encode: (_source, w, h) => {
      drawn.push({ width: w, height: h });
      return Promise.resolve(new Blob([new Uint8Array(encodedBytes)], { type: 'image/jpeg' }));
    },
  };
}

describe('preparePhoto', () => {
  it('downscales a large photo so its longest edge is 1280 px, as a JPEG', async () => {
    const codec = fakeCodec(4000, 3000);
    const photo = await preparePhoto(new Blob(['x']), 'IMG_0001.png', codec);
    expect(codec.drawn).toEqual([{ width: 1280, height: 960 }]);
    expect(photo).toMatchObject({ fileName: 'IMG_0001.jpg', width: 1280, height: 960, downscaled: true, originalWidth: 4000 });
  });

  it('keeps the size of a small photo (drawn again, which drops its metadata)', async () => {
    const codec = fakeCodec(800, 600);
    const photo = await preparePhoto(new Blob(['x']), 'a.jpg', codec);
    expect(codec.drawn).toEqual([{ width: 800, height: 600 }]);
    expect(photo.downscaled).toBe(false);
  });

  it('sends the shrunk photo of a 6.4 MB original (the size that counts is the one sent)', async () => {
    const codec = fakeCodec(4000, 3000, 17 * 1024);
    const original = new Blob([new Uint8Array(JPEG_HEAD), new Uint8Array(6.4 * 1024 * 1024)]);
    expect(await checkPhotoFile(original)).toEqual({ ok: true, type: 'image/jpeg' });
    const photo = await preparePhoto(original, 'IMG_0002.jpg', codec);
    expect(photo.blob.size).toBe(17 * 1024);
  });

  it('refuses a photo still over 5 MB after shrinking, naming the size it would send', async () => {
    const codec = fakeCodec(1280, 1280, 5.5 * 1024 * 1024);
    const refused = preparePhoto(new Blob(['x']), 'a.png', codec);
    await expect(refused).rejects.toBeInstanceOf(PhotoTooLargeError);
    await expect(refused).rejects.toThrow('縮小しても画像のサイズが大きすぎます（5.5MB）。5MB以下になる別の画像を選んでください。');
  });

  it('fails when the image cannot be decoded', async () => {
    const codec: PhotoCodec = { decode: () => Promise.reject(new Error('bad')), encode: () => Promise.reject(new Error('unused')) };
    await expect(preparePhoto(new Blob(['x']), 'a.jpg', codec)).rejects.toThrow();
  });
});
