#!/usr/bin/env node
// `npm run rollback -- <remote> [--to <version>]`: switches /config.json back to the version that was
// live before the live one was deployed (its record's `replaced`), or to the one named. Nothing is rebuilt; open tabs pick it up on their next load.
import { parseArgs } from 'node:util';
import { DeployError, deployDirFrom, parseArguments, readRemotes, rollback } from './deploy-lib.mjs';

const usage = `usage: npm run rollback -- <remote> [--to <version>]
remotes: ${readRemotes().map((r) => r.dir).join(', ')}; versions: npm run deploy -- --list <remote>`;

async function main() {
  const { values, positionals } = parseArguments(
    () => parseArgs({ allowPositionals: true, options: { to: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }),
    usage,
  );
  if (values.help) return console.log(usage);
  if (positionals.length !== 1) throw new DeployError(usage);
  const result = await rollback({ remote: positionals[0], to: values.to, deployDir: deployDirFrom() });
  console.log(`✔ ${result.remote}: ${result.from ?? 'none'} → ${result.version} is live`);
}

main().catch((error) => {
  console.error(`✖ ${error instanceof DeployError ? error.message : error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
