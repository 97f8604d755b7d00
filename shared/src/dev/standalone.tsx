// Development only: runs one remote on its own (vite dev), without the shell. Never deployed: a remote's
// production build has its exposed ./routes as its only input. The shell's guard and layout are not here. A bar
// above the pages signs in to the stack the dev server proxies to (README "Working on one remote"), so that a
// remote's signed-in pages can be worked on in its own dev page; `/` lists the remote's paths.
import { lazy, StrictMode, Suspense, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'shared/router';
import { loadConfig } from 'shared/config';
import { loadWorker, signIn, signOut } from 'shared/auth';
import { useSession } from 'shared/store';
import type { RemoteRoutesModule } from 'shared/remote-contract';

/** The demo worker `npm start` seeds (README); a team signs in as another by typing it. */
const DEMO_LOGIN = { email: 'demo@example.jp', password: 'demo1234' };

const barStyle = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', padding: 8, marginBottom: 16, border: '1px dashed #888', fontSize: 14 } as const;

/** The dev page's sign-in: the same shared/auth calls the shell's pages use, against the proxied stack. */
export function DevSessionBar(): ReactNode {
  const token = useSession((s) => s.token);
  const worker = useSession((s) => s.worker);
  const [email, setEmail] = useState(DEMO_LOGIN.email);
  const [password, setPassword] = useState(DEMO_LOGIN.password);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // A token kept from an earlier visit: load its worker, as the shell's guard does; a rejected one is dropped.
  useEffect(() => {
    if (token && !worker) loadWorker().catch(() => signOut());
  }, [token, worker]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    signIn(email, password)
      .catch((e: unknown) => setError(e instanceof Error ? e.message : 'サインインできませんでした'))
      .finally(() => setBusy(false));
  };

  if (worker) {
    return (
      <div style={barStyle} role="region" aria-label="単体開発のセッション">
        <span>単体開発: {worker.email} でサインイン中</span>
        <button type="button" onClick={() => void signOut()}>
          サインアウト
        </button>
      </div>
    );
  }
  return (
    <form style={barStyle} aria-label="単体開発のセッション" onSubmit={submit}>
      <span>単体開発（シェルなし）:</span>
      <label>
        メール <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="username" />
      </label>
      <label>
        パスワード <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
      </label>
      <button type="submit" disabled={busy}>
        サインイン
      </button>
      {error && <span role="alert">{error}</span>}
    </form>
  );
}

/** `/` of the dev page: the remote's paths (a path with a parameter is shown, not linked). */
function RouteIndex({ paths }: { paths: string[] }): ReactNode {
  return (
    <nav aria-label="このリモートのページ">
      <ul>
        {paths.map((path) => (
          <li key={path}>{path.includes(':') ? <code>{path}</code> : <Link to={path}>{path}</Link>}</li>
        ))}
      </ul>
    </nav>
  );
}

function Pages({ routes }: { routes: RemoteRoutesModule['routes'] }): ReactNode {
  const workerId = useSession((s) => s.worker?.id ?? null);
  const [pages] = useState(() => routes.map((r) => ({ path: r.path, Page: lazy(r.load) })));
  return (
    <Suspense fallback={<p>読み込み中…</p>}>
      {/* Signing in or out mounts the pages again, so a page that failed without a session loads once more. */}
      <Routes key={workerId ?? 'signed-out'}>
        {pages.some((p) => p.path === '/') ? null : <Route path="/" element={<RouteIndex paths={routes.map((r) => r.path)} />} />}
        {pages.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<RouteIndex paths={routes.map((r) => r.path)} />} />
      </Routes>
    </Suspense>
  );
}

export async function renderStandalone(routes: RemoteRoutesModule['routes'], container: HTMLElement | null): Promise<void> {
  if (!container) throw new Error('#root is missing');
  await loadConfig();
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <main style={{ maxWidth: 640, margin: '0 auto', padding: 16 }}>
          <DevSessionBar />
          <Pages routes={routes} />
        </main>
      </BrowserRouter>
    </StrictMode>,
  );
}
