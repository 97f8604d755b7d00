import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageText } from './message-text';

describe('MessageText', () => {
  it('shows HTML exactly as typed and interprets none of it', () => {
    const { container } = render(<MessageText text={'<img src=x onerror=alert(1)><script>alert(2)</script>'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)><script>alert(2)</script>');
  });

  it('links only http/https URLs, in a new tab without an opener', () => {
    render(<MessageText text={'地図 https://example.jp/map と javascript:alert(1) と ftp://example.jp'} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://example.jp/map');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps line breaks (pre-wrap text, not <br> markup)', () => {
    const { container } = render(<MessageText text={'1行目\n2行目'} />);
    const p = container.querySelector('p');
    expect(p?.textContent).toBe('1行目\n2行目');
    expect(p).toHaveClass('msg__text');
  });
});
