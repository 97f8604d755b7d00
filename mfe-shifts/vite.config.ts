import { defineRemoteConfig } from 'shared/build/remote-vite-config';
import { withDevServer } from '../scripts/remote-dev.mjs';

// Every remote is built the same way (shared/build/remote-vite-config.mjs); only its name and dev port differ.
// Its dev server listens on DEV_PORT and talks to the stack at STACK_URL when they are set (scripts/remote-dev.mjs).
export default withDevServer(defineRemoteConfig({ name: 'mfe_shifts', port: 5176, dir: import.meta.dirname }));
