// The plain-SPA build (vite.spa.config.ts) replaces the federation host (src/remotes/host.ts) with this file: the
// remotes' pages are part of the build and import React and the shared facades directly, so there is no share
// scope to fill and no runtime to publish.
export {};
