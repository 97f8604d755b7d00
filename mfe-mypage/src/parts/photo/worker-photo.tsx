import { useEffect, useState } from 'react';

import { Icon } from 'shared/ui';
import { getProfileImage, MYPAGE_UI } from 'features/mypage';

export interface WorkerPhotoProps {
  /** The worker's imageUrl (a workerapi path fetched with the Bearer token), or null. */
  imageUrl: string | null;
  alt: string;
  size?: 'md' | 'lg';
}

/**
 * The worker's photo. An <img src> cannot send the Bearer token, so the photo is fetched through the API
 * client as a Blob and shown from an object URL (released when the photo changes or the part unmounts).
 */
export function WorkerPhoto({ imageUrl, alt, size = 'lg' }: WorkerPhotoProps) {
  const [state, setState] = useState<{ url: string | null; src: string | null }>({ url: null, src: null });

  useEffect(() => {
    if (!imageUrl) return undefined;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    getProfileImage(imageUrl, { signal: controller.signal }).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ url: imageUrl, src: objectUrl });
      },
      () => {
        if (!controller.signal.aborted) setState({ url: imageUrl, src: null });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [imageUrl]);

  const src = imageUrl && state.url === imageUrl ? state.src : null;
  if (src) return <img className={`worker-photo worker-photo--${size}`} src={src} alt={alt} data-testid="worker-photo" />;
  return (
    <span className={`worker-photo worker-photo--${size} worker-photo--empty`} role="img" aria-label={imageUrl ? alt : MYPAGE_UI.noPhoto} data-testid="worker-photo-empty">
      <Icon name="user" />
    </span>
  );
}
