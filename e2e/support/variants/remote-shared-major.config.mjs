// A build of any remote (VARIANT_REMOTE_DIR, e.g. mfe-shifts) that says it was built against another
// `shared` version (VARIANT_SHARED_VERSION, e.g. 99.0.0): the shared-version contract's refusal in e2e.
// Built by support/versioned-deploy.ts with `vite build --configLoader runner --config <this file>`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineRemoteConfig } from '../../../shared/build/remote-vite-config.mjs';

const dir = process.env.VARIANT_REMOTE_DIR;
const version = process.env.VARIANT_SHARED_VERSION;
if (!dir || !version) throw new Error('VARIANT_REMOTE_DIR and VARIANT_SHARED_VERSION are required');
const remotes = JSON.parse(readFileSync(new URL('../../../remotes.json', import.meta.url), 'utf8')).remotes;
const name = Object.entries(remotes).find(([, r]) => dir.endsWith(`/${r.dir}`))?.[0];
if (!name) throw new Error(`${dir} is not a remote of remotes.json`);

const config = defineRemoteConfig({ name, port: 5199, dir, sharedVersion: version });
export default async (env) => ({ ...(await config(env)), root: join(dir, '/') });
