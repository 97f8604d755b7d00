import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ICON_NAMES } from 'shared/domain';
import { Icon } from './icon';

describe('Icon (spec §9 "Icons registered: sign-out, user, undo, redo, trash, book, comment.")', () => {
  it.each(ICON_NAMES)('renders %s as an inline SVG', (name) => {
    const { container } = render(<Icon name={name} />);
    const svg = container.querySelector('svg');
    expect(svg).not.toBeNull();
    expect(svg?.getAttribute('data-icon')).toBe(name);
    expect(svg?.childElementCount).toBeGreaterThan(0);
  });

  it('is decorative without a label', () => {
    const { container } = render(<Icon name="trash" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is an image named by its label', () => {
    render(<Icon name="sign-out" label="ログアウト" />);
    expect(screen.getByRole('img', { name: 'ログアウト' })).toBeInTheDocument();
  });

  it('spec §8 "A missing icon logs a console error." and renders nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(<Icon name="calendar" label="カレンダー" />);
    expect(container).toBeEmptyDOMElement();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('"calendar"');
  });
});
