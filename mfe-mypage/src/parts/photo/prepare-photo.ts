import { fitWithin, IMAGE_SNIFF_BYTES, PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_MAX_EDGE_PX, sniffImageType, type ProfileImageType, formatFileSize, PHOTO_MESSAGES } from 'features/mypage';

export type PhotoCheck = { ok: true; type: ProfileImageType } | { ok: false; message: string };

/**
 * The largest original the browser will decode (25 MB): a phone camera photo is often over the 5 MB the server
 * accepts, and is shrunk before it is sent; a file larger than this is refused before it is decoded.
 */
export const PHOTO_ORIGINAL_MAX_BYTES = 25 * 1024 * 1024;

/**
 * The browser's own checks before the photo is decoded: at most PHOTO_ORIGINAL_MAX_BYTES, and a JPEG, PNG or
 * WebP by content (a text file named .jpg is refused). The 5 MB limit (PROFILE_IMAGE_MAX_BYTES, the server's)
 * applies to the file actually sent, checked by preparePhoto after shrinking.
 */
export async function checkPhotoFile(file: Blob): Promise<PhotoCheck> {
  if (file.size > PHOTO_ORIGINAL_MAX_BYTES) {
    return { ok: false, message: PHOTO_MESSAGES.tooLarge(formatFileSize(file.size), formatFileSize(PHOTO_ORIGINAL_MAX_BYTES)) };
  }
  const head = new Uint8Array(await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer());
  const type = sniffImageType(head);
  return type === null ? { ok: false, message: PHOTO_MESSAGES.unsupported } : { ok: true, type };
}

/** The prepared photo is still over PROFILE_IMAGE_MAX_BYTES; its message is the one to show. */
export class PhotoTooLargeError extends Error {
  override readonly name = 'PhotoTooLargeError';
}

export interface PreparedPhoto {
  blob: Blob;
  fileName: string;
  width: number;
  height: number;
  /** The photo was larger than PROFILE_IMAGE_MAX_EDGE_PX and was made smaller. */
  downscaled: boolean;
  originalWidth: number;
  originalHeight: number;
}

export interface PhotoCodec {
  decode: (file: Blob) => Promise<{ width: number; height: number; source: CanvasImageSource; close?: () => void }>;
  /** Draws the source at width × height and encodes it as a JPEG. */
  encode: (source: CanvasImageSource, width: number, height: number) => Promise<Blob>;
}

/** The platform's codec: createImageBitmap (EXIF orientation applied) and a canvas. */
export const browserCodec: PhotoCodec = {
  async decode(file) {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
  },
  encode(source, width, height) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return Promise.reject(new Error('canvas 2d context unavailable'));
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(source, 0, 0, width, height);
    return new Promise((resolve, reject) => {
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas encode failed'))), 'image/jpeg', 0.86);
    });
  },
};

/**
 * Makes the photo to upload: decoded and drawn again as a JPEG — downscaled so its longest edge is at most
 * PROFILE_IMAGE_MAX_EDGE_PX when larger — which also drops the camera's metadata (place, device).
 * @throws PhotoTooLargeError when the photo to send is still over PROFILE_IMAGE_MAX_BYTES (the server's limit);
 *   another Error when the image cannot be decoded (the caller shows PHOTO_MESSAGES.unreadable).
 */
export async function preparePhoto(file: Blob, name: string, codec: PhotoCodec = browserCodec): Promise<PreparedPhoto> {
  const decoded = await codec.decode(file);
  try {
    const size = fitWithin(decoded.width, decoded.height, PROFILE_IMAGE_MAX_EDGE_PX);
    const blob = await codec.encode(decoded.source, size.width, size.height);
    if (blob.size > PROFILE_IMAGE_MAX_BYTES) {
      throw new PhotoTooLargeError(PHOTO_MESSAGES.preparedTooLarge(formatFileSize(blob.size), formatFileSize(PROFILE_IMAGE_MAX_BYTES)));
    }
    const base = name.replace(/\.[^.]*$/, '') || 'photo';
    return {
      blob,
      fileName: `${base}.jpg`,
      width: size.width,
      height: size.height,
      downscaled: size.width !== decoded.width || size.height !== decoded.height,
      originalWidth: decoded.width,
      originalHeight: decoded.height,
    };
  } finally {
    decoded.close?.();
  }
}
