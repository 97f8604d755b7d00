import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PhotoCodec } from './prepare-photo';
import { PhotoUploader } from './photo-uploader';

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
});
