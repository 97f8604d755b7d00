// Build-time helpers for index.html (PERFORMANCE.md lever 6, "start the waterfall early"):
// - a boot script that starts the /config.json fetch while the shell's JS downloads, then modulepreloads the
//   remote entry of the route being opened (known from the URL and the route table) with the files that remote's
//   route-hints.json names for the page (its share init, ./routes and the page chunk: shared/build/route-hints.mjs;
//   and the shell's own file of the form library when the page takes it, `shares`), all in parallel instead of one level at a time, and, for a stored session
//   (whose first page calls the API at once), the guard's first call, GET /workerapi/me, and the GETs the page
//   declares in the hints (`calls`), which the client then takes instead of sending them, without its HTTP stack
//   when they answer with data (src/boot/early-api-call.ts), and the lazily loaded HTTP stack (axios) only for a
//   page whose first GETs it does not send (none declared, or a URL with a query); on a repeat
//   visit it starts all of it at once from the last /config.json and route hints it saw (kept in localStorage,
//   read synchronously) while the fresh config is on its way (stale-while-revalidate for hints only: the shell
//   still decides with the fresh config). It is inline, the first element of <head> (allowed by its SHA-256
//   hash in the Content-Security-Policy, scripts/security-headers.mjs: no 'unsafe-inline'), so it runs while the
//   HTML is parsed: no request of its own, no wait for a free connection before /config.json and the early calls
//   are sent, and its few milliseconds are spent before the first paint instead of in a task of their own after
//   it (docs/decisions.md "The boot script inline, the API's JSON compressed, the manifest and axios after the content");
// - modulepreload links for every chunk the shell runs at start — the bootstrap chunk and what it imports, which
//   the browser would otherwise discover only once main.ts runs (Vite only preloads the entry's static imports).
// Loaded by vite.config.ts (configLoader runner), so it reads the route table itself: no second list.
import { minifySync } from 'vite';
import type { Plugin } from 'vite';
import { TOKEN_STORAGE_KEY } from 'shared/domain';
import { CALL_PATH_PATTERN, ROUTE_HINTS_FILE } from 'shared/build/route-hints';
import { HOST_ON_DEMAND_SHARES } from 'shared/build/federation';
import { EXCLUDED_PATHS, ROUTE_TABLE } from './src/routing/route-table';
import { EARLY_ME_PATH } from './src/boot/early-api-call';
import { START_STYLE_ATTRIBUTE } from './src/boot/start-styles';

function pathPattern(path: string): string {
  return `^${path.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`;
}

/** localStorage key of what the boot script remembers between visits: the last /config.json and the route hints of its entries (public build data, nothing of the worker). */
export const BOOT_MEMORY_KEY = 'shell-boot-memory';

/**
 * The boot script: classic, tiny, no dependencies. The shell's bootstrap reads window.__SHELL_BOOT__.
 * `apiChunk`: the HTTP stack's chunk, preloaded for a stored session when the page's first GETs are not all sent
 * by this script (the client reads their answers without it). `shareFiles`: the shell's file of each key
 * it provides on demand (the form library, src/remotes/form-library.ts), preloaded with the files of a page whose
 * route hints name the key (`shares`).
 */
export function bootScript(apiChunk?: string, shareFiles: Record<string, string> = {}): string {
  const routes = ROUTE_TABLE.map((r) => [pathPattern(r.path), r.remote, EXCLUDED_PATHS.includes(r.path) ? 1 : 0, r.path]);
  // `start(c)` runs for the fresh /config.json and, first, for the last one this browser saw (a repeat visit),
  // read synchronously from localStorage with the route hints of its entries: that copy is used only to start what
  // the fresh one would most likely start too — the early API call and the preloads of the page's remote files —
  // at once, before the shell's own code takes the main thread. The shell decides with the fresh config only: a
  // preload of another version costs bytes, never a wrong page; an early answer is handed over only for the URL
  // the client asks for (early-api-call.ts). When the fresh config names an entry whose hints are remembered, those
  // serve this visit and are fetched again only after the page's load event (kept current for the next visit, out
  // of the way of the page's own requests); an entry without remembered hints has them fetched at once. The early calls (a stored session only): GET /workerapi/me, the
  // guard's first call, and the GETs the page's route declares (`calls` in the remote's route hints: what the page
  // asks when opened without a query, so not for a URL with one), each a path of the API: the token is never sent
  // anywhere else. `failed()` shows index.html's start failure (再試行 reloads) instead of its spinner while the
  // boot frame is still there: for main.ts when the shell's start code cannot be loaded, for a script of the entry
  // that fails to load, and for a module import that fails without a handler before the app has rendered.
  // `hints(entry)` gives the shell a remote's route hints (a link in view has them read ahead:
  // src/prefetch/warm-route.ts): remembered, else fetched (once at a time) and remembered. `preloadPage(entry, page)`
  // requests at once every file of a page that this document has not requested yet, as for the first page
  // (src/remotes/page-files.ts calls it when a page of a remote opens). So this script is the one reader of
  // route-hints.json and the one place that says which files a page loads. `failedStylePreloads`: the URLs of its
  // stylesheet preloads that failed (offline). The browser keeps such a failed preload for the document and hands
  // its error to the next request of that stylesheet (a failed modulepreload is requested again), so the page's
  // 再試行 reloads the document instead (src/routing/remote-route.tsx). `swMessages`: what the service worker posted
  // to this page before the shell listened (src/pwa/offline-copies.ts takes them and ends the buffering). The browser
  // starts delivering a page's service worker messages at DOMContentLoaded at the latest, and the shell's start code,
  // imported dynamically, can run after it: a notice of an offline copy served for this script's early GETs was lost,
  // and the banner never said how old what the page showed was.
  return `(function(){try{
var routes=${JSON.stringify(routes)},key=${JSON.stringify(TOKEN_STORAGE_KEY)},memKey=${JSON.stringify(BOOT_MEMORY_KEY)},path=location.pathname==='/'?'/mypage':location.pathname,signedIn=false;
var token=null;try{token=localStorage.getItem(key);signedIn=!!token}catch(e){}
var mem=null;try{mem=JSON.parse(localStorage.getItem(memKey)||'null')}catch(e){}
if(!mem||typeof mem!=='object'||!mem.hints||typeof mem.hints!=='object')mem={config:null,hints:{}};
var remember=function(){try{localStorage.setItem(memKey,JSON.stringify(mem))}catch(e){}};
var config=fetch('/config.json',{cache:'no-store',credentials:'same-origin'});
var boot=window.__SHELL_BOOT__={config:config,swMessages:[]};
try{navigator.serviceWorker.addEventListener('message',function(e){if(boot.swMessages)boot.swMessages.push(e.data)})}catch(e){}
boot.failed=function(){var f=document.querySelector('.boot-failed');if(!f)return;var l=document.querySelector('.boot-loading');if(l)l.hidden=true;f.hidden=false;var b=f.querySelector('button');if(b)b.onclick=function(){location.reload()}};
addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='SCRIPT')boot.failed()},true);
addEventListener('unhandledrejection',function(e){var m=String(e.reason&&e.reason.message||'');if(/dynamically imported module|Importing a module script failed/i.test(m))boot.failed()});
var seen={},asked={};
var requested=function(href){if(seen[href])return true;seen[href]=1;try{return performance.getEntriesByName(href).length>0}catch(e){return false}};
var failedStyles=boot.failedStylePreloads=[];
var addLink=function(href,rel,as){var l=document.createElement('link');l.rel=rel;if(as)l.setAttribute('as',as);l.crossOrigin='';if(as==='style')l.onerror=function(){failedStyles.push(href)};l.href=href;document.head.appendChild(l)};
var preload=function(href){href=new URL(href,location.href).href;if(!requested(href))addLink(href,'modulepreload')};
var calls=boot.calls=[],auth=token?'Bearer '+token:null,callPath=new RegExp(${JSON.stringify(CALL_PATH_PATTERN)});
var send=function(url){if(!auth)return;for(var i=0;i<calls.length;i++)if(calls[i].url===url)return;
var r=fetch(url,{headers:{Accept:'application/json',Authorization:auth,'Content-Type':'application/json'},credentials:'same-origin'});r.catch(function(){});
calls.push({url:url,authorization:auth,at:Date.now(),response:r})};
var list=function(v){return Array.isArray(v)?v.filter(function(x){return typeof x==='string'}):[]};
var forPage=function(v,page){return v&&typeof v==='object'&&Object.prototype.hasOwnProperty.call(v,page)?list(v[page]):[]};
var shareFiles=${JSON.stringify(shareFiles)};
var preloadFiles=function(h,base,page){
var files=list(h.entry).concat(list(h.routes),forPage(h.pages,page));
for(var j=0;j<files.length;j++)preload(new URL(files[j],base).href);
var keys=forPage(h.shares,page);
for(var s=0;s<keys.length;s++)if(Object.prototype.hasOwnProperty.call(shareFiles,keys[s]))preload(shareFiles[keys[s]]);
var css=forPage(h.styles,page);
for(var k=0;k<css.length;k++){var href=new URL(css[k],base).href;if(!requested(href))addLink(href,'preload','style')}
};
var useHints=function(h,base,page,apiBase){
var todo=location.search?[]:forPage(h.calls,page),sent=0;
for(var q=0;q<todo.length;q++)if(callPath.test(todo[q])){send(apiBase+todo[q]);sent++}
if(!sent)needApi();
preloadFiles(h,base,page);
};
var afterLoad=function(f){var later=function(){setTimeout(f,0)};if(document.readyState==='complete')later();else addEventListener('load',later,{once:true})};
var hinting={};
var fetchHints=function(k){return hinting[k]||(hinting[k]=fetch(new URL(${JSON.stringify(ROUTE_HINTS_FILE)},k).href,{credentials:'same-origin'}).then(function(r){return r.ok?r.json():null}).then(function(h){delete hinting[k];if(!h||typeof h!=='object')return null;mem.hints[k]=h;remember();return h},function(){delete hinting[k];return null}))};
boot.hints=function(entry){var k=new URL(entry,location.href).href;return mem.hints[k]?Promise.resolve(mem.hints[k]):fetchHints(k)};
boot.preloadPage=function(entry,page){var base=new URL(entry,location.href);return boot.hints(base.href).then(function(h){if(h)preloadFiles(h,base,page)})};
var api=${JSON.stringify(apiChunk ?? '')};var needApi=function(){if(signedIn&&api)preload(api)};
var start=function(c,fresh){
if(!c||!c.remotes)return;var name=null,page=null,apiBase=typeof c.apiBaseUrl==='string'?c.apiBaseUrl.replace(/[/]+$/,''):'';
send(apiBase+${JSON.stringify(EARLY_ME_PATH)});
for(var i=0;i<routes.length;i++){if(new RegExp(routes[i][0]).test(path)){var r=routes[i];
if(r[2]&&signedIn&&path==='/login'){name='mfe_mypage';page='/mypage'}else if(r[2]||signedIn){name=r[1];page=r[3]}else{name='mfe_auth';page='/login'}break}}
var entry=name&&c.remotes[name];if(!entry){needApi();return}
var base=new URL(entry,location.href);preload(base.href);
var known=mem.hints[base.href];if(known)useHints(known,base,page,apiBase);
if(!fresh||asked[base.href])return;asked[base.href]=1;
if(known){afterLoad(function(){fetchHints(base.href)});return}
return fetchHints(base.href).then(function(h){if(h)useHints(h,base,page,apiBase);else needApi()});
};
if(mem.config){try{start(mem.config,false)}catch(e){}}
config.then(function(r){return r.ok?r.clone().json():null}).then(function(c){
if(!c||!c.remotes)return;
var live={};for(var n in c.remotes){try{live[new URL(c.remotes[n],location.href).href]=1}catch(e){}}
for(var h in mem.hints)if(!live[h])delete mem.hints[h];
mem.config=c;remember();return start(c,true)}).catch(function(){});
}catch(e){}})();`;
}

/**
 * The boot script as index.html carries it, minified like the build's own chunks (Vite's minifier, Oxc: −12 % gz,
 * on every page's way to its first paint), with the bundle's HTTP stack chunk and form library file baked in.
 */
export function bootSource(bundle: Record<string, { type: string; fileName: string; facadeModuleId?: string | null }> | undefined): string {
  const chunks = Object.values(bundle ?? {}).filter((c) => c.type === 'chunk');
  const api = chunks.find((c) => c.facadeModuleId?.endsWith('/api/axios-transport.ts'));
  const forms = chunks.find((c) => c.facadeModuleId?.endsWith('/remotes/form-library.ts'));
  const shareFiles = forms ? Object.fromEntries(HOST_ON_DEMAND_SHARES.map((key) => [key, `/${forms.fileName}`])) : {};
  const minified = minifySync('boot.js', bootScript(api ? `/${api.fileName}` : undefined, shareFiles), { compress: true, mangle: true });
  if (minified.errors.length > 0) throw new Error(`boot script: ${minified.errors.map((e) => e.message).join('; ')}`);
  const source = minified.code.trim();
  // Inside <script>…</script> the HTML parser ends the element at the first "</script" and treats "<!--" specially.
  if (/<\/script|<!--/i.test(source)) throw new Error('boot script: "</script" or "<!--" cannot be inlined in index.html');
  return source;
}

/**
 * The entry's stylesheets (what the start code imports) preloaded instead of linked: a linked stylesheet holds the
 * first paint until it has arrived. src/boot/start-styles.ts applies them before the app renders.
 */
export function startStylesPreloaded(html: string): string {
  return html.replace(/<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g, `<link rel="preload" as="style" crossorigin href="$2" ${START_STYLE_ATTRIBUTE}>`);
}

/**
 * index.html without the web manifest's link the PWA plugin writes into it: the shell links the manifest once the
 * first page's content is shown (src/pwa/web-manifest.ts), so its fetch and its icon's wait until then.
 */
export function withoutManifestLink(html: string): string {
  return html.replace(/\s*<link rel="manifest"[^>]*>/g, '');
}

/** Vite plugin for the above: `post` and listed after the PWA plugin, whose own (post) index.html transform adds the link. */
export function manifestLinkedLater(): Plugin {
  return { name: 'shell-manifest-linked-later', apply: 'build', enforce: 'post', transformIndexHtml: { order: 'post', handler: withoutManifestLink } };
}

/** Chunks loaded only when needed: Firebase (first sign-in focus / session sync), the service worker's registration. */
const LAZY = /firebase-impl|register-service-worker|axios-transport/;

export function bootHints(): Plugin {
  return {
    name: 'shell-boot-hints',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        const tags: { tag: string; attrs?: Record<string, string | boolean>; children?: string; injectTo: 'head' | 'head-prepend' }[] = [
          { tag: 'script', children: bootSource(bundle), injectTo: 'head-prepend' },
        ];
        if (!bundle) return { html: startStylesPreloaded(html), tags };
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        // Start point: the bootstrap chunk (main.ts imports it dynamically) with what it imports (the start file:
        // React, the runtime and the modules the shell provides to the share scope, src/remotes/host.ts). All of
        // it runs at start; only the lazy-by-design chunks are left to load when needed.
        const starts = chunks.filter((c) => c.facadeModuleId?.endsWith('/src/bootstrap.tsx'));
        const seen = new Set<string>();
        const css = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName) || LAZY.test(fileName)) return;
          seen.add(fileName);
          const chunk = byName.get(fileName);
          if (!chunk) return;
          for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const start of starts) visit(start.fileName);
        for (const fileName of seen) {
          if (html.includes(`/${fileName}"`)) continue;
          tags.push({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` }, injectTo: 'head' });
        }
        for (const fileName of css) {
          if (html.includes(`/${fileName}"`)) continue; // the entry's stylesheet: preloaded by startStylesPreloaded
          tags.push({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${fileName}` }, injectTo: 'head' });
        }
        return { html: startStylesPreloaded(html), tags };
      },
    },
  };
}
