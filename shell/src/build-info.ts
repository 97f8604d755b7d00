// The shell build's label (vite.config.ts `define`): set by SHELL_BUILD_LABEL, else the package version.
// Shown as data-build on the app frame and <meta name="app-build">, so a deployed version can be told apart.
declare const __SHELL_BUILD__: string | undefined;

export const SHELL_BUILD: string = typeof __SHELL_BUILD__ === 'string' ? __SHELL_BUILD__ : 'dev';
