import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';

import { ERROR_MESSAGES } from 'shared/messages';
import { sessionStore, useSession } from 'shared/store';
import { Alert, Button, useOnlineAgain } from 'shared/ui';
import { browserCodec, checkPhotoFile, PHOTO_ORIGINAL_MAX_BYTES, PhotoTooLargeError, preparePhoto, type PhotoCodec, type PreparedPhoto } from './prepare-photo';
import { WorkerPhoto } from './worker-photo';
import { uploadProfileImage, formatFileSize, MYPAGE_UI, PHOTO_MESSAGES } from 'features/mypage';

type Status = { tone: 'error' | 'success' | 'info'; text: string } | null;

/**
 * The profile photo: choose (JPEG, PNG or WebP up to 25 MB, checked by content), see it before sending
 * (downscaled in the browser when large; what is sent is at most 5 MB), then upload with POST /workerapi/update/image.
 */
export function PhotoUploader({ codec = browserCodec }: { codec?: PhotoCodec }) {
  const worker = useSession((s) => s.worker);
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const [prepared, setPrepared] = useState<(PreparedPhoto & { previewUrl: string }) | null>(null);
  const [busy, setBusy] = useState<'preparing' | 'uploading' | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const { onlineAgain, saveFailed } = useOnlineAgain();

  useEffect(() => () => {
    if (prepared) URL.revokeObjectURL(prepared.previewUrl);
  }, [prepared]);

  async function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setPrepared(null);
    setStatus(null);
    saveFailed(null);
    const check = await checkPhotoFile(file);
    if (!check.ok) {
      setStatus({ tone: 'error', text: check.message });
      return;
    }
    setBusy('preparing');
    try {
      const photo = await preparePhoto(file, file.name, codec);
      setPrepared({ ...photo, previewUrl: URL.createObjectURL(photo.blob) });
      if (photo.downscaled) {
        setStatus({
          tone: 'info',
          text: MYPAGE_UI.photoDownscaled(`${photo.originalWidth}×${photo.originalHeight}`, `${photo.width}×${photo.height}`),
        });
      }
    } catch (error) {
      setStatus({ tone: 'error', text: error instanceof PhotoTooLargeError ? error.message : PHOTO_MESSAGES.unreadable });
    } finally {
      setBusy(null);
    }
  }

  async function onUpload() {
    if (!prepared) return;
    setBusy('uploading');
    setStatus(null);
    saveFailed(null);
    try {
      const { worker: saved } = await uploadProfileImage(prepared.blob, prepared.fileName);
      sessionStore.getState().setWorker(saved);
      setPrepared(null);
      setStatus({ tone: 'success', text: MYPAGE_UI.photoUploaded });
    } catch (error) {
      // The preview stays: the worker can try again without choosing the photo again.
      setStatus({ tone: 'error', text: error instanceof Error && error.message ? error.message : ERROR_MESSAGES.DEFAULT });
      saveFailed(error);
    } finally {
      setBusy(null);
    }
  }

  // 選び直す: the chooser comes back in place of the preview, and the focus goes to it once it is on screen (the
  // button that had the focus is gone; focusing before the render found no input and left the focus on <body>).
  const focusChooser = useRef(false);
  useEffect(() => {
    if (prepared || !focusChooser.current) return;
    focusChooser.current = false;
    input.current?.focus();
  }, [prepared]);

  function onCancel() {
    focusChooser.current = true;
    setPrepared(null);
    setStatus(null);
    saveFailed(null);
  }

  const name = worker?.name ?? '';
  return (
    <div className="photo-uploader">
      <div className="photo-uploader__current">
        {prepared ? (
          <figure className="photo-uploader__preview">
            <img className="worker-photo worker-photo--lg" src={prepared.previewUrl} alt={MYPAGE_UI.photoPreviewAlt} data-testid="photo-preview" />
            <figcaption>{MYPAGE_UI.photoPreviewCaption(`${prepared.width}×${prepared.height}`, formatFileSize(prepared.blob.size))}</figcaption>
          </figure>
        ) : (
          <WorkerPhoto imageUrl={worker?.imageUrl ?? null} alt={name ? MYPAGE_UI.dashboardPhotoAlt(name) : MYPAGE_UI.photoCurrentAlt} />
        )}
      </div>
      <p id={hintId} className="ui-field__hint">{MYPAGE_UI.photoHint(formatFileSize(PHOTO_ORIGINAL_MAX_BYTES))}</p>
      {onlineAgain ? (
        <Alert tone="info" data-testid="photo-online-again">
          {MYPAGE_UI.photoOnlineAgain}
        </Alert>
      ) : (
        status && (
          <Alert tone={status.tone} data-testid="photo-status">
            {status.text}
          </Alert>
        )
      )}
      {busy === 'preparing' && <p role="status">{MYPAGE_UI.photoPreparing}</p>}
      {prepared ? (
        <div className="photo-uploader__actions">
          <Button onClick={() => void onUpload()} loading={busy === 'uploading'} loadingText={MYPAGE_UI.photoUploading} block>
            {MYPAGE_UI.photoUpload}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={busy === 'uploading'} block>
            {MYPAGE_UI.photoCancel}
          </Button>
        </div>
      ) : (
        <div className="photo-uploader__choose">
          <input
            ref={input}
            id={inputId}
            className="photo-uploader__input"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={hintId}
            disabled={busy !== null}
            onChange={(e) => void onChoose(e)}
          />
          <label htmlFor={inputId} className="ui-button ui-button--secondary ui-button--block photo-uploader__label">
            {worker?.imageUrl ? MYPAGE_UI.photoChange : MYPAGE_UI.photoChoose}
          </label>
        </div>
      )}
    </div>
  );
}
