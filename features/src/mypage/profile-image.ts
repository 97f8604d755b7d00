// The worker's profile photo: which files are accepted and how large. Pure; the browser checks a file before
// it uploads it and workerapi checks the bytes it receives with the same rules (by content, never by name).

/** The largest photo accepted, in bytes (5 MB, stated in the UI). */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The photo's longest edge after the browser's downscale, in pixels. */
export const PROFILE_IMAGE_MAX_EDGE_PX = 1280;

export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ProfileImageType = (typeof PROFILE_IMAGE_TYPES)[number];

/** File extension stored for each type. */
export const PROFILE_IMAGE_EXTENSIONS: Readonly<Record<ProfileImageType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** How many leading bytes `sniffImageType` needs. */
export const IMAGE_SNIFF_BYTES = 12;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((b, i) => bytes[offset + i] === b);
}

/**
 * The image type of a file by its first bytes (magic numbers): JPEG FF D8 FF, PNG 89 'PNG' 0D 0A 1A 0A,
 * WebP 'RIFF' …. 'WEBP'. Anything else — a text file named .jpg, a GIF, an SVG — is null.
 */
export function sniffImageType(bytes: Uint8Array): ProfileImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

export function isProfileImageType(value: unknown): value is ProfileImageType {
  return typeof value === 'string' && (PROFILE_IMAGE_TYPES as readonly string[]).includes(value);
}

/**
 * The size to draw a width × height image at so that its longest edge is at most `maxEdge` (never enlarged;
 * at least 1 px each way).
 */
export function fitWithin(width: number, height: number, maxEdge: number = PROFILE_IMAGE_MAX_EDGE_PX): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxEdge) return { width, height };
  const scale = maxEdge / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
