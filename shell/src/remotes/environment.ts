import { getConfig } from 'shared/config';

/** The configured environment name, or null before /config.json has loaded. */
export function currentEnvironment(): string | null {
  try {
    return getConfig().environment;
  } catch {
    return null;
  }
}
