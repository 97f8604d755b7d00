// Development only: runs one remote on its own (vite dev), without the shell. Never deployed: a remote's
// production build has its exposed ./routes as its only input. The shell's guard and layout are not here;
// sign in through the remote's pages or the shell.
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from '../router';
import { loadConfig } from '../config';
import type { RemoteRoutesModule } from '../remote-contract';

export async function renderStandalone(routes: RemoteRoutesModule['routes'], container: HTMLElement | null): Promise<void> {
  if (!container) throw new Error('#root is missing');
  await loadConfig();
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <main style={{ maxWidth: 640, margin: '0 auto', padding: 16 }}>
          <Suspense fallback={<p>読み込み中…</p>}>
            <Routes>
              {routes.map((r) => {
                const Page = lazy(r.load);
                return <Route key={r.path} path={r.path} element={<Page />} />;
              })}
            </Routes>
          </Suspense>
        </main>
      </BrowserRouter>
    </StrictMode>,
  );
}
