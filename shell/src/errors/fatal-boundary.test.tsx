// Unhandled rejections show the error screen (spec §2), except a dynamic import nobody handled: background work
// (the service worker's registration, the event stream) whose code could not be fetched offline.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared/router';
import { FatalBoundary } from './fatal-boundary';

function reject(reason: unknown) {
  const event = Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() });
  act(() => { window.dispatchEvent(event); });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('FatalBoundary', () => {
  it('keeps the page when a background module could not be loaded (offline), and shows the error screen for other rejections', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <MemoryRouter>
        <FatalBoundary>
          <p>シフト提出</p>
        </FatalBoundary>
      </MemoryRouter>,
    );
    reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/stream-DYDvcDvU.js'));
    expect(screen.getByText('シフト提出')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    reject(new Error('壊れました'));
    expect(screen.queryByText('シフト提出')).toBeNull();
    expect(screen.getByText('壊れました')).toBeInTheDocument();
  });
});
