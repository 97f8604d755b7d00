// The module behind each key the shell shares (./host.ts): the modules the shell's own code runs, so a remote
// that takes a share gets the same instance; and the form library, loaded on demand from a file of its own
// (./form-library.ts: shared/build/federation.mjs HOST_ON_DEMAND_SHARES). shell/src/remotes/host-shares.test.ts
// checks the keys against the build's share list (shared/build/federation.mjs hostShareList).
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as api from 'shared/api';
import * as auth from 'shared/auth';
import * as config from 'shared/config';
import * as domain from 'shared/domain';
import * as events from 'shared/events';
import * as messages from 'shared/messages';
import * as router from 'shared/router';
import * as schemas from 'shared/schemas';
import * as store from 'shared/store';
import * as ui from 'shared/ui';

export const HOST_MODULES: Record<string, object> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  'shared/api': api,
  'shared/auth': auth,
  'shared/config': config,
  'shared/domain': domain,
  'shared/events': events,
  'shared/messages': messages,
  'shared/router': router,
  'shared/schemas': schemas,
  'shared/store': store,
  'shared/ui': ui,
};

/** The keys the shell provides on demand: each loads its file once, when a remote first asks for it. */
export const HOST_ON_DEMAND_MODULES: Record<string, () => Promise<object>> = {
  'react-hook-form': () => import('./form-library').then((m) => m.reactHookForm),
  '@hookform/resolvers/zod': () => import('./form-library').then((m) => m.zodResolver),
};
