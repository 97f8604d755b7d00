// Async boundary: shared singletons (React, the shared facades) are negotiated before the app evaluates. The start
// stylesheet (preloaded by index.html, not render-blocking) is applied before the app renders.
import { applyStartStyles } from './boot/start-styles';

// If the start code cannot be loaded (the connection dropped on a first visit), index.html's boot frame says so
// with 再試行 instead of spinning on (the boot script's `failed`, shell/boot-hints.ts).
void applyStartStyles()
  .then(() => import('./bootstrap'))
  .catch((error: unknown) => {
    console.error('[shell] start code could not be loaded', error);
    globalThis.__SHELL_BOOT__?.failed?.();
  });
