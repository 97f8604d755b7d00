export {
  RuntimeConfigSchema,
  CONFIG_URL,
  EMULATOR_ENVIRONMENTS,
  ConfigError,
  emulatorsEnabled,
  loadConfig,
  getConfig,
  setConfig,
  resetConfig,
} from './runtime-config';
export type { RuntimeConfig, ConfigFetch } from './runtime-config';
