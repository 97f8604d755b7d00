import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from 'shared/config';
import { startSessionSync } from 'shared/auth';
import { sessionStore } from 'shared/store';
import { ERROR_SCREEN } from 'shared/messages';
import { App } from './app';
import { registerConfiguredRemotes } from './remotes/registry';
import './shell.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

function BootError() {
  return (
    <section className="shell-error" role="alert">
      <h1 className="shell-error__title">{ERROR_SCREEN.fallback}</h1>
      <p className="shell-error__message">{ERROR_SCREEN.bootFailed}</p>
      <button type="button" className="shell-button" onClick={() => window.location.reload()}>{ERROR_SCREEN.retry}</button>
    </section>
  );
}

try {
  const config = await loadConfig();
  registerConfiguredRemotes(config.remotes);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // A stored session: keep its token fresh once the first paint is done (Firebase loads lazily).
  if (sessionStore.getState().token) {
    const later = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
    later(() => startSessionSync());
  }
} catch (error) {
  console.error('[shell] start failed', error);
  root.render(<BootError />);
}
