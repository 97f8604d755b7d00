import { afterEach, describe, expect, it, vi } from 'vitest';

// The chat remote's modules load before its pages show: the grapheme segmenter (Intl, the locale's ICU data) is
// made on first use or when the page is idle, not when the module loads.
describe('features/chat loads without making an Intl object', () => {
  const Original = Intl.Segmenter;
  const setSegmenter = (value: typeof Intl.Segmenter) => Object.defineProperty(Intl, 'Segmenter', { value, configurable: true, writable: true });
  afterEach(() => {
    setSegmenter(Original);
  });

  it('imports with no Intl.Segmenter made; counting makes it once', async () => {
    vi.resetModules();
    const made = vi.fn();
    setSegmenter(
      class extends Original {
        constructor(...args: ConstructorParameters<typeof Original>) {
          super(...args);
          made();
        }
      },
    );
    const chat = await import('./index');
    expect(made).not.toHaveBeenCalled();
    expect(chat.countGraphemes('')).toBe(0);
    expect(made).not.toHaveBeenCalled();
    expect(chat.countGraphemes('🇯🇵あ')).toBe(2);
    chat.prepareGraphemeCounting();
    expect(made).toHaveBeenCalledTimes(1);
  });
});
