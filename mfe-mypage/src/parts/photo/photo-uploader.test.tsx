import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import type { PhotoCodec } from './prepare-photo';
import { PhotoUploader } from './photo-uploader';

const uploads = vi.hoisted(() => ({ sent: 0, next: null as null | (() => Promise<unknown>) }));
vi.mock('features/mypage', async (original) => ({
  ...(await original<typeof import('features/mypage')>()),
  uploadProfileImage: () => {
    uploads.sent += 1;
    return uploads.next ? uploads.next() : Promise.reject(new Error('no answer set'));
  },
}));
beforeEach(() => {
  uploads.sent = 0;
  uploads.next = null;
});

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];

const codec: PhotoCodec = {
  decode: () => Promise.resolve({ width: 800, height: 600, source: document.createElement('canvas') }),
  encode: () => Promise.resolve(new Blob([new Uint8Array(1000)], { type: 'image/jpeg' })),
};

// jsdom has no object URLs.
beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
});

describe('PhotoUploader', () => {
  it('選び直す after choosing a photo: the preview goes and the focus is on the photo chooser again (not on <body>)', async () => {
    const user = userEvent.setup();
    const { container } = render(<PhotoUploader codec={codec} />);
    const chooser = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!chooser) throw new Error('no file input');
    await user.upload(chooser, new File([new Uint8Array(JPEG_HEAD)], 'me.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByTestId('photo-preview')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '選び直す' }));
    expect(screen.queryByTestId('photo-preview')).toBeNull();
    const again = container.querySelector<HTMLInputElement>('input[type="file"]');
    expect(again).not.toBeNull();
    expect(again).toHaveFocus();
  });

  it('an upload that failed offline: once the connection is back the chosen photo is still there and waits for its button; nothing is sent by itself', async () => {
    const user = userEvent.setup();
    uploads.next = () => Promise.reject(new ApiError({ status: null, key: 'NETWORK_ERROR' }));
    const { container } = render(<PhotoUploader codec={codec} />);
    const chooser = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!chooser) throw new Error('no file input');
    await user.upload(chooser, new File([new Uint8Array(JPEG_HEAD)], 'me.jpg', { type: 'image/jpeg' }));
    await user.click(await screen.findByRole('button', { name: 'この写真をアップロード' }));
    expect(await screen.findByTestId('photo-status')).toHaveTextContent('ネットワークエラーが発生しました。接続を確認してください。');

    act(() => { window.dispatchEvent(new Event('online')); });
    expect(screen.queryByTestId('photo-status')).toBeNull();
    expect(screen.getByTestId('photo-online-again')).toHaveTextContent(/^接続が戻りました。写真はまだアップロードされていません。選んだ写真はそのままなので、「この写真をアップロード」を押してください。$/);
    expect(screen.getByTestId('photo-preview')).toBeInTheDocument();
    expect(uploads.sent).toBe(1);

    uploads.next = () => Promise.resolve({ worker: { id: 'w1', email: 'a@example.jp', name: '山田 花子', nameKana: 'ヤマダ ハナコ', displayName: 'はなこ', phone: '09012345678', bio: '', charge: 10000, margin: 30, imageUrl: '/img/w1.jpg', profileCompleted: true } });
    await user.click(screen.getByRole('button', { name: 'この写真をアップロード' }));
    await waitFor(() => expect(screen.getByTestId('photo-status')).toHaveTextContent('写真を更新しました。'));
    expect(screen.queryByTestId('photo-online-again')).toBeNull();
    expect(uploads.sent).toBe(2);
  });
});

