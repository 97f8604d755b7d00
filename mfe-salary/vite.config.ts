import { defineRemoteConfig } from 'shared/build/remote-vite-config';

// Every remote is built the same way (shared/build/remote-vite-config.mjs); only its name and dev port differ.
export default defineRemoteConfig({ name: 'mfe_salary', port: 5177, dir: import.meta.dirname });
