// Made by vite.spa.config.ts from remotes.json: each remote built into the plain SPA, by federation name.
declare module 'virtual:spa-remotes' {
  export const remoteRoutes: Readonly<Record<string, () => Promise<unknown>>>;
}
