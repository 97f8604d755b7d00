// Spec §2: "Link prefetching is skipped on data-saver or 2g connections."
import { PREFETCH_BLOCKED_EFFECTIVE_TYPES } from 'shared/domain';

/** The Network Information API (Chromium); not in TypeScript's DOM lib. */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

declare global {
  interface Navigator {
    readonly connection?: ConnectionInfo;
  }
}

/** Read at each prefetch (the connection changes): false with data saver on or on a 2g / slow-2g link. */
export function prefetchAllowed(connection: ConnectionInfo | undefined = globalThis.navigator?.connection): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !(connection.effectiveType !== undefined && PREFETCH_BLOCKED_EFFECTIVE_TYPES.includes(connection.effectiveType));
}
