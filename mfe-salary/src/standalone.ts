// Standalone development entry (vite dev only): this remote's pages without the shell.
void import('shared/dev/standalone').then(async ({ renderStandalone }) => {
  const { routes } = await import('./routes');
  await renderStandalone(routes, document.getElementById('root'));
});
