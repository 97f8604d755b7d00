// The entry: applies the start stylesheet (preloaded by index.html, not render-blocking) and then runs the start code
// (bootstrap, with the start file index.html preloads: React, the federation host — src/remotes/host.ts — and
// shared/src).
import { applyStartStyles } from './boot/start-styles';

// If the start code cannot be loaded (the connection dropped on a first visit), index.html's boot frame says so
// with 再試行 instead of spinning on (the boot script's `failed`, shell/boot-hints.ts).
void applyStartStyles()
  .then(() => import('./bootstrap'))
  .catch((error: unknown) => {
    console.error('[shell] start code could not be loaded', error);
    globalThis.__SHELL_BOOT__?.failed?.();
  });
