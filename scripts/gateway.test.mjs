// node --test scripts/*.test.mjs: how the gateway picks a build's precompressed file (scripts/gateway.mjs).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { precompressed } from './gateway.mjs';

const dir = mkdtempSync(join(tmpdir(), 'gateway-test-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** A file and the siblings named, the siblings `age` seconds newer (negative: older) than the file. */
function built(name, siblings, age = 1) {
  const file = join(dir, name);
  writeFileSync(file, 'x'.repeat(2000));
  const t = Date.now() / 1000 - 100;
  utimesSync(file, t, t);
  for (const suffix of siblings) {
    writeFileSync(file + suffix, suffix.repeat(10));
    utimesSync(file + suffix, t + age, t + age);
  }
  return file;
}

describe('the gateway sends the build\'s .br / .gz as they are', () => {
  it('brotli first when the browser takes it, else gzip, else nothing precompressed', () => {
    const file = built('a.js', ['.br', '.gz']);
    const st = statSync(file);
    assert.deepEqual(precompressed(file, st, 'gzip, deflate, br, zstd'), { file: `${file}.br`, encoding: 'br', size: 30 });
    assert.deepEqual(precompressed(file, st, 'gzip, deflate'), { file: `${file}.gz`, encoding: 'gzip', size: 30 });
    assert.equal(precompressed(file, st, 'identity'), null);
    assert.equal(precompressed(file, st, ''), null);
  });

  it('a file without siblings, or with only one, gets what there is', () => {
    const none = built('b.js', []);
    assert.equal(precompressed(none, statSync(none), 'br, gzip'), null);
    const gzOnly = built('c.js', ['.gz']);
    assert.equal(precompressed(gzOnly, statSync(gzOnly), 'br, gzip')?.encoding, 'gzip');
  });

  it('a sibling older than its file (the file was changed after the build) is passed over', () => {
    const file = built('d.js', ['.br', '.gz'], -10);
    assert.equal(precompressed(file, statSync(file), 'br, gzip'), null);
  });
});
