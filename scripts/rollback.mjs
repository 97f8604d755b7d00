#!/usr/bin/env node
// `npm run rollback -- <remote> [--to <version>]`: switches /config.json back to the version deployed
// before the live one (or to the one named). Nothing is rebuilt; open tabs pick it up on their next load.
import { parseArgs } from 'node:util';
import { DeployError, deployDirFrom, rollback } from './deploy-lib.mjs';

async function main() {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { to: { type: 'string' } } });
  if (positionals.length !== 1) throw new DeployError('usage: npm run rollback -- <remote> [--to <version>]');
  const result = await rollback({ remote: positionals[0], to: values.to, deployDir: deployDirFrom() });
  console.log(`✔ ${result.remote}: ${result.from ?? 'none'} → ${result.version} is live`);
}

main().catch((error) => {
  console.error(`✖ ${error instanceof DeployError ? error.message : error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
