import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { PROFILE_IMAGE_EXTENSIONS, type ProfileImageType } from 'features/mypage/server';

// Where profile photos live. The key (stored in workers.image_path) is `workers/<worker id>/<sha-256>.<ext>`:
// a new photo gets a new key, so the URL that names it can be cached for good.

export interface ImageStore {
  /** Stores the bytes and returns their key. */
  put(workerId: string, bytes: Uint8Array, type: ProfileImageType): Promise<string>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes `key` (nothing happens when it is not there). */
  delete(key: string): Promise<void>;
}

const KEY = /^workers\/[0-9a-f-]{36}\/[0-9a-f]{64}\.(jpg|png|webp)$/;

export function imageKey(workerId: string, bytes: Uint8Array, type: ProfileImageType): string {
  const hash = createHash('sha256').update(bytes).digest('hex');
  return `workers/${workerId}/${hash}.${PROFILE_IMAGE_EXTENSIONS[type]}`;
}

export function isImageKey(key: string): boolean {
  return KEY.test(key);
}

/** The image type of a stored key (by the extension the server gave it after checking the content). */
export function imageTypeOfKey(key: string): ProfileImageType {
  if (key.endsWith('.png')) return 'image/png';
  if (key.endsWith('.webp')) return 'image/webp';
  return 'image/jpeg';
}

/** The path the owner fetches the photo from (GET /workerapi/me/image); `v` changes with every new photo. */
export function profileImageUrl(key: string): string {
  const file = key.slice(key.lastIndexOf('/') + 1);
  return `/workerapi/me/image?v=${file.slice(0, 16)}`;
}

/** Photos as files under `root` (UPLOAD_DIR, default <DATA_DIR>/uploads), written atomically. */
export function createDiskImageStore(root: string): ImageStore {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    if (!isImageKey(key)) throw new Error(`not an image key: ${key}`);
    const path = resolve(join(base, key));
    if (!path.startsWith(base + sep)) throw new Error(`image key outside the upload directory: ${key}`);
    return path;
  };
  return {
    async put(workerId, bytes, type) {
      const key = imageKey(workerId, bytes, type);
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temp = `${path}.${randomUUID()}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, path);
      return key;
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** Photos in memory (tests). */
export function createMemoryImageStore(): ImageStore & { keys(): string[]; clear(): void } {
  const files = new Map<string, Uint8Array>();
  return {
    put(workerId, bytes, type) {
      const key = imageKey(workerId, bytes, type);
      files.set(key, bytes);
      return Promise.resolve(key);
    },
    get: (key) => Promise.resolve(files.get(key) ?? null),
    delete(key) {
      files.delete(key);
      return Promise.resolve();
    },
    keys: () => [...files.keys()],
    clear: () => files.clear(),
  };
}
