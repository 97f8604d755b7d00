import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRemotes, ROOT } from '../../scripts/remotes.mjs';

// remotes.json is the one list of remotes; docs/contracts.md's table of package and federation names must say
// the same, and each remote's folder is the workspace package of that name.

const remotes = readRemotes();

/** The remote rows of the table under "## Package and federation names": folder, package, federation name, path. */
function contractRows(): { dir: string; pkg: string; name: string; prefix: string }[] {
  const doc = readFileSync(join(ROOT, 'docs/contracts.md'), 'utf8');
  const section = doc.split('## Package and federation names')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim().replace(/^`|`$/g, '')))
    .filter((cells) => cells[1]?.startsWith('mfe-'))
    .map((cells) => ({ dir: cells[1] ?? '', pkg: cells[2] ?? '', name: cells[3] ?? '', prefix: cells[4] ?? '' }));
}

describe('remotes.json is the one list of remotes', () => {
  it("docs/contracts.md's table names exactly the remotes of remotes.json (folder, package, federation name, path)", () => {
    const documented = contractRows();
    expect(documented.length).toBeGreaterThan(0);
    expect(documented).toEqual(remotes.map((r) => ({ dir: r.dir, pkg: r.dir, name: r.name, prefix: r.prefix })));
  });

  it.each(remotes)('$dir is the workspace package $dir and federates as $name', ({ dir, name }) => {
    const pkg: unknown = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8'));
    expect(pkg).toMatchObject({ name: dir });
    expect(readFileSync(join(ROOT, dir, 'vite.config.ts'), 'utf8')).toContain(`'${name}'`);
  });
});
