import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../http/app-env';
import { bearer as auth, jsonRequest, withTwoWorkerApp, type ErrorJson, type TwoWorkerApp } from '../test-context';

let app: Hono<AppEnv>;
let images: TwoWorkerApp['images'];
withTwoWorkerApp([], (t) => {
  ({ app, images } = t);
});

interface WorkerJson { worker: { imageUrl: string | null } }

// ---------------------------------------------------------------------------------------------------------
// POST /workerapi/update/image, GET /workerapi/me/image

/** A JPEG laid out as one (SOI, APP0, SOF0, SOS, scan data, EOI), `scan` bytes of scan data. */
function jpegOf(scan = 4): Uint8Array {
  const head = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
    0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00,
    0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00];
  const bytes = new Uint8Array(head.length + scan + 2);
  bytes.set(head);
  bytes.set([0xff, 0xd9], bytes.length - 2);
  return bytes;
}
const JPEG = jpegOf();
/** A PNG laid out as one: signature, IHDR, IDAT, IEND. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
  0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde,
  0, 0, 0, 1, 0x49, 0x44, 0x41, 0x54, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

function upload(token: string, bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.append('image', new File([bytes], name, { type }));
  return app.request('/workerapi/update/image', { method: 'POST', headers: auth(token), body: form });
}

async function imageUrlOf(token: string): Promise<string | null> {
  const me = (await (await app.request('/workerapi/me', { headers: auth(token) })).json()) as WorkerJson;
  return me.worker.imageUrl;
}

describe('POST /workerapi/update/image (spec §7, form data)', () => {
  it('stores a JPEG, answers the worker with an imageUrl, and serves it back to the owner only', async () => {
    const res = await upload('tok-a', JPEG);
    expect(res.status).toBe(200);
    const { worker } = (await res.json()) as WorkerJson;
    expect(worker.imageUrl).toMatch(/^\/workerapi\/me\/image\?v=[0-9a-f]{16}$/);
    expect(await imageUrlOf('tok-a')).toBe(worker.imageUrl);

    const image = await app.request(worker.imageUrl ?? '', { headers: auth('tok-a') });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toBe('no-store');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(JPEG);

    // Another worker gets their own (none), never A's; no token → 401.
    expect((await app.request('/workerapi/me/image', { headers: auth('tok-b') })).status).toBe(404);
    expect((await app.request('/workerapi/me/image')).status).toBe(401);
  });

  it('decides the type by content: a PNG named .jpg is stored as PNG', async () => {
    const res = await upload('tok-a', PNG, 'photo.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    const image = await app.request('/workerapi/me/image', { headers: auth('tok-a') });
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('a new photo replaces the old one, whose file is removed', async () => {
    await upload('tok-a', JPEG);
    const first = images.keys();
    await upload('tok-a', PNG, 'b.png', 'image/png');
    expect(images.keys()).toHaveLength(1);
    expect(images.keys()).not.toEqual(first);
  });

  it('refuses a text file renamed .jpg (415, Japanese) and changes nothing', async () => {
    await upload('tok-a', JPEG);
    const before = await imageUrlOf('tok-a');
    const res = await upload('tok-a', new TextEncoder().encode('これは画像ではありません'), 'fake.jpg', 'image/jpeg');
    expect(res.status).toBe(415);
    expect(((await res.json()) as ErrorJson).error).toEqual({ code: 'IMAGE_TYPE_UNSUPPORTED', message: 'JPEG・PNG・WebP形式の画像を選んでください。' });
    expect(await imageUrlOf('tok-a')).toBe(before);
    expect(images.keys()).toHaveLength(1);
  });

  it('refuses a 10 MB image (413, stating the 5 MB limit) and changes nothing', async () => {
    const big = new Uint8Array(10 * 1024 * 1024);
    big.set(JPEG);
    const res = await upload('tok-a', big);
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorJson).error).toEqual({ code: 'IMAGE_TOO_LARGE', message: '画像のサイズが大きすぎます。5MB以下の画像を選んでください。' });
    expect(await imageUrlOf('tok-a')).toBeNull();
    expect(images.keys()).toEqual([]);
  });

  it('accepts a photo just under 5 MB (the route has its own limit above the 1 MiB JSON one)', async () => {
    const photo = jpegOf(5 * 1024 * 1024 - 100);
    expect((await upload('tok-a', photo)).status).toBe(200);
  });

  it('a missing image or a JSON body is a 400 in Japanese', async () => {
    const empty = new FormData();
    empty.append('other', 'x');
    const missing = await app.request('/workerapi/update/image', { method: 'POST', headers: auth('tok-a'), body: empty });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorJson).error.fields?.image).toEqual(['画像ファイルを選択してください。']);
    const json = await app.request('/workerapi/update/image', jsonRequest('POST', { image: 'x' }, auth('tok-a')));
    expect(json.status).toBe(400);
    expect(((await json.json()) as ErrorJson).error.code).toBe('MULTIPART_REQUIRED');
  });

  it('needs a worker token', async () => {
    expect((await upload('nope', JPEG)).status).toBe(401);
  });
});

// ---------------------------------------------------------------------------------------------------------
// notices

describe('issue 12 item 11: what only looks right is refused', () => {
  it('a file that starts like a JPEG or PNG but is not laid out as one is a 415', async () => {
    const truncatedJpeg = JPEG.slice(0, 16);
    const pngHeadOnly = PNG.slice(0, 16);
    const jpegThenScript = new Uint8Array([...JPEG.slice(0, 4), ...new TextEncoder().encode('<script>alert(1)</script>')]);
    for (const bytes of [truncatedJpeg, pngHeadOnly, jpegThenScript]) {
      const res = await upload('tok-a', bytes);
      expect(res.status).toBe(415);
      expect(((await res.json()) as ErrorJson).error.code).toBe('IMAGE_TYPE_UNSUPPORTED');
    }
  });
});
