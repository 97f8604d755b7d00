// The one list of remotes: remotes.json at the repository root. Everything that needs the list (the lint
// config, the gateway, features' ownership test, the docs check) reads it from here or from the file itself,
// so adding a remote is adding its folder, its features slice and one entry in remotes.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..');

/**
 * The remotes of remotes.json: federation name, folder, served path prefix, and the features slice
 * (`features/src/<slice>/`, the folder name without `mfe-`).
 * @returns {{ name: string, dir: string, prefix: string, slice: string }[]}
 */
export function readRemotes(root = ROOT) {
  const file = JSON.parse(readFileSync(join(root, 'remotes.json'), 'utf8'));
  return Object.entries(file.remotes).map(([name, r]) => {
    if (typeof r.dir !== 'string' || !r.dir.startsWith('mfe-')) throw new Error(`remotes.json: ${name}.dir must be mfe-<slice>`);
    return { name, dir: r.dir, prefix: r.prefix, slice: r.dir.slice('mfe-'.length) };
  });
}
