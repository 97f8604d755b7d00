import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { parse } from 'zod/v4/core';

import { ProfileUpdateResponseSchema } from 'shared/schemas';
import type { Logger } from 'pino';
import { requireWorker } from '../auth/auth-middleware';
import type { AppEnv } from '../http/app-env';
import { ApiHttpError } from '../http/errors';
import { idempotency } from '../http/idempotency';
import { parseOrThrow } from '../http/validate';
import { toWorkerDto } from '../workers/worker-dto';
import type { RouteDeps } from '../workers/worker-routes';
import { PROFILE_IMAGE_MAX_BYTES, sniffImageType, ProfileImageFormSchema } from 'features/mypage/server';
import { imageTypeOfKey, isImageKey, type ImageStore } from './image-store';
import { isWellFormedImage } from './image-structure';
import { setWorkerImage } from './worker-image';

/** The photo upload: its own body limit (the app's default is 1 MiB of JSON), a little above the photo limit for the form's framing. */
export const IMAGE_UPLOAD_PATH = '/update/image';
export const IMAGE_UPLOAD_MAX_BODY_BYTES = PROFILE_IMAGE_MAX_BYTES + 64 * 1024;

export interface ProfilePhotoRouteDeps extends RouteDeps {
  images: ImageStore;
  logger: Logger;
}

/**
 * The worker's profile photo (mounted under /workerapi): POST /update/image (spec §7, form data) and
 * GET /me/image. The worker comes from the token; a worker reads and writes only its own photo.
 */
export function profilePhotoRoutes({ db, verifier, images, logger }: ProfilePhotoRouteDeps) {
  const routes = new Hono<AppEnv>();

  routes.post(
    IMAGE_UPLOAD_PATH,
    bodyLimit({
      maxSize: IMAGE_UPLOAD_MAX_BODY_BYTES,
      onError: () => {
        throw new ApiHttpError(413, 'IMAGE_TOO_LARGE');
      },
    }),
    requireWorker(verifier, db),
    idempotency(db),
    async (c) => {
      if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) throw new ApiHttpError(400, 'MULTIPART_REQUIRED');
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch (cause) {
        throw new ApiHttpError(400, 'MULTIPART_REQUIRED', { cause });
      }
      const image = form.image;
      if (image instanceof File && image.size > PROFILE_IMAGE_MAX_BYTES) throw new ApiHttpError(413, 'IMAGE_TOO_LARGE');
      const { image: file } = parseOrThrow(ProfileImageFormSchema, { image }, { image: 'プロフィール写真' });
      const bytes = new Uint8Array(await file.arrayBuffer());
      // By content, never by the file's name or declared type.
      const type = sniffImageType(bytes);
      // …and by the whole layout of the file, not its first bytes only (issue 12 item 11).
      if (type === null || !isWellFormedImage(bytes, type)) throw new ApiHttpError(415, 'IMAGE_TYPE_UNSUPPORTED');

      const worker = c.get('worker');
      const key = await images.put(worker.id, bytes, type);
      const saved = await setWorkerImage(db, worker.id, key);
      if (!saved) throw new ApiHttpError(403, 'ACCESS_DENIED');
      const previous = worker.image_path;
      if (previous !== null && previous !== key && isImageKey(previous)) {
        await images.delete(previous).catch((err: unknown) => logger.warn({ err, key: previous }, 'old profile photo not removed'));
      }
      return c.json(parse(ProfileUpdateResponseSchema, { worker: toWorkerDto(saved) }), 200);
    },
  );

  /**
   * The caller's own photo (fetched with the Bearer token; `?v=` in the worker's imageUrl names the version). Like
   * every answer, `Cache-Control: no-store` (http/cache-policy.ts): a face never stays in the browser's HTTP cache
   * after a sign-out; the service worker's offline copy is the worker's own and is deleted on sign-out.
   */
  routes.get('/me/image', requireWorker(verifier, db), async (c) => {
    const key = c.get('worker').image_path;
    const bytes = key !== null && isImageKey(key) ? await images.get(key) : null;
    if (key === null || bytes === null) throw new ApiHttpError(404, 'IMAGE_NOT_FOUND');
    return c.body(bytes.slice().buffer, 200, {
      'Content-Type': imageTypeOfKey(key),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    });
  });

  return routes;
}
