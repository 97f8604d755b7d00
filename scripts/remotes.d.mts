export const ROOT: string;
export interface RemoteEntry {
  /** Federation name, e.g. mfe_shifts. */
  name: string;
  /** Folder, e.g. mfe-shifts. */
  dir: string;
  /** Served path prefix, e.g. /remotes/shifts/. */
  prefix: string;
  /** The features slice, e.g. shifts (features/src/shifts/). */
  slice: string;
}
export function readRemotes(root?: string): RemoteEntry[];
