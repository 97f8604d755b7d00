import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDiskImageStore, imageTypeOfKey, isImageKey, profileImageUrl } from './image-store';

const WORKER = '6f1e5d1c-8a7b-4c3d-9e2f-1a2b3c4d5e6f';
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('disk image store (UPLOAD_DIR)', () => {
  it('writes under workers/<id>/<sha-256>.<ext>, reads back, deletes', async () => {
    const root = mkdtempSync(join(tmpdir(), 'uploads-'));
    dirs.push(root);
    const store = createDiskImageStore(root);
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]);
    const key = await store.put(WORKER, bytes, 'image/jpeg');
    expect(key).toMatch(new RegExp(`^workers/${WORKER}/[0-9a-f]{64}\\.jpg$`));
    expect(readdirSync(join(root, 'workers', WORKER))).toHaveLength(1);
    expect(await store.get(key)).toEqual(bytes);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect(readdirSync(join(root, 'workers', WORKER))).toEqual([]);
  });

  it('refuses keys that are not image keys (no path traversal)', async () => {
    const store = createDiskImageStore(tmpdir());
    await expect(store.get('../../etc/passwd')).rejects.toThrow(/not an image key/);
    expect(isImageKey(`workers/${WORKER}/../../x.jpg`)).toBe(false);
  });

  it('names the URL by the content hash and the type by the extension', () => {
    const key = `workers/${WORKER}/${'a'.repeat(64)}.webp`;
    expect(profileImageUrl(key)).toBe(`/workerapi/me/image?v=${'a'.repeat(16)}`);
    expect(imageTypeOfKey(key)).toBe('image/webp');
  });
});
