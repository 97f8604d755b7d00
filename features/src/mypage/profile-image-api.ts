import { zx, ProfileUpdateResponseSchema, type ProfileUpdateResponse } from 'shared/schemas';
import { callApi } from 'shared/api';

/** The form field that carries the photo in POST /workerapi/update/image. */
export const PROFILE_IMAGE_FIELD = 'image';

/**
 * POST /workerapi/update/image (spec §7 "the image upload, which sends form data"): the caller's profile photo
 * (JPEG, PNG or WebP, checked again by the server by content) → { worker } with the new `imageUrl`.
 */
export function uploadProfileImage(image: Blob, fileName: string): Promise<ProfileUpdateResponse> {
  const form = new FormData();
  form.append(PROFILE_IMAGE_FIELD, image, fileName);
  return callApi(ProfileUpdateResponseSchema, { method: 'POST', url: '/workerapi/update/image', data: form });
}

const BlobSchema = zx.instanceof(Blob);

/**
 * The caller's own photo, fetched with the Bearer token (an <img src> cannot send it) from the worker's
 * `imageUrl` (a workerapi path); show it with URL.createObjectURL.
 */
export function getProfileImage(imageUrl: string, options: { signal?: AbortSignal } = {}): Promise<Blob> {
  return callApi(BlobSchema, {
    method: 'GET',
    url: imageUrl,
    responseType: 'blob',
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
