import type { z } from 'zod/mini';
import { zx } from 'shared/schemas';
import { PROFILE_IMAGE_MAX_BYTES } from './profile-image';
import { MYPAGE_API_MESSAGES } from './messages';

/**
 * POST /workerapi/update/image (spec §7, form data): the field `image` carries the photo. Its type is decided
 * by its content (shared/domain sniffImageType), never by its name or declared type. Answer: { worker }
 * (ProfileUpdateResponseSchema) with the new `imageUrl`.
 */
export const ProfileImageFormSchema = zx.object({
  image: zx.file({ error: MYPAGE_API_MESSAGES.IMAGE_REQUIRED }).check(
    zx.minSize(1, { error: MYPAGE_API_MESSAGES.IMAGE_REQUIRED }),
    zx.maxSize(PROFILE_IMAGE_MAX_BYTES, { error: MYPAGE_API_MESSAGES.IMAGE_TOO_LARGE }),
  ),
});
export type ProfileImageForm = z.infer<typeof ProfileImageFormSchema>;
