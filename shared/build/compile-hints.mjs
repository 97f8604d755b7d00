// V8's explicit compile hints for the files every page runs at once (docs/decisions.md "The start files compiled
// while they download").
//
// V8 compiles a function lazily: on its first call, on the main thread. Nothing caches that work for a module
// script here: a trace of the repeat visit (Chrome 14x–15x, the files from the service worker or the HTTP cache)
// shows every module compiled anew ("streamed", no code cache consumed) and ~1,200–1,500 lazy compiles of
// functions, 230–270 ms of the main thread at 4× CPU before my page's content (docs/performance-log.md "The start
// files compiled while they download"). The magic comment `//# allFunctionsCalledOnLoad` as a file's first line
// tells V8 to compile every function in it eagerly, on the background thread that compiles the file while it
// streams in (https://v8.dev/blog/explicit-compile-hints), so that work leaves the main thread.
//
// Only for the files whose code runs as a page opens: the shell's start file and bootstrap, the HTTP stack, the
// form library (on a page with a form), and a remote's ./routes with its primary page. The build fails when a named chunk is missing (a renamed chunk would
// otherwise silently lose its hint).

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The Vite plugin: the compile hint as the first line of each chunk named (Rollup's chunk `name`), in a build.
 * @param {{ chunks: string[] }} options
 */
export function compileHints({ chunks }) {
  const wanted = new Set(chunks);
  return {
    name: 'v8-compile-hints',
    apply: 'build',
    // After minification (which drops comments) and after Vite's own additions at the top of a chunk (its
    // preload helper's `__vite__mapDeps` line): the line above the chunk's code, and its source map moved down one
    // line — an empty first line, a leading ';' in its mappings (the other segments are relative to each other, so
    // none changes).
    generateBundle: { order: 'post', handler(_options, bundle) {
      const found = [];
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !wanted.has(chunk.name)) continue;
        found.push(chunk.name);
        if (chunk.code.startsWith(COMPILE_HINT)) continue;
        chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        const mapFile = bundle[`${chunk.fileName}.map`];
        if (mapFile?.type === 'asset') {
          const map = JSON.parse(String(mapFile.source));
          map.mappings = `;${map.mappings}`;
          mapFile.source = JSON.stringify(map);
        }
      }
      const missing = [...wanted].filter((name) => !found.includes(name));
      if (missing.length) this.error(`shared/build/compile-hints: no chunk named ${missing.join(', ')} — was it renamed? (the list is in the app's vite config)`);
    } },
  };
}
