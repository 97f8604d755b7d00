#!/usr/bin/env node
// `npm run deploy -- <remote>`: builds one remote alone into a new immutable version folder, checks the
// contract with the shell, records it and switches /config.json to it atomically; keeps the last 5
// versions (never the live one). docs/deploy.md.
//
//   npm run deploy -- mfe-shifts                  build + deploy (folder or federation name)
//   npm run deploy -- mfe-shifts --from <dir>     deploy a folder already built (CI artefact)
//   npm run deploy -- --list mfe-shifts           versions, the live one marked
//   DEPLOY_DIR=/srv/worker npm run deploy -- …    another deploy directory (default .deploy/, which npm start serves)
import { parseArgs } from 'node:util';
import { DeployError, deploy, deployDirFrom, findRemote, listVersions, parseArguments, readDeployedConfig, readRemotes } from './deploy-lib.mjs';

const usage = `usage: npm run deploy -- <remote> [--from <built folder>]
       npm run deploy -- --list [<remote>]
remotes: ${readRemotes().map((r) => r.dir).join(', ')}`;

async function main() {
  const { values, positionals } = parseArguments(() => parseArgs({
    allowPositionals: true,
    options: { list: { type: 'boolean' }, from: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  }), usage);
  if (values.help) return console.log(usage);
  const deployDir = deployDirFrom();
  if (values.list) {
    const names = positionals.length ? positionals : readRemotes().map((r) => r.dir);
    for (const name of names) {
      const versions = listVersions({ remote: name, deployDir });
      // Nothing deployed: the entry this directory's /config.json names (a staging or production directory), else
      // the remote's dist/ (npm start's default).
      const named = readDeployedConfig(deployDir)?.remotes?.[findRemote(name).name];
      console.log(`${name}${versions.length ? '' : `: nothing deployed (${typeof named === 'string' ? `config.json names ${named}` : 'served from its dist/'})`}`);
      for (const v of versions) {
        console.log(`  ${v.live ? '●' : ' '} ${v.version}  built ${v.builtAt}  commit ${(v.commit ?? 'unknown').replace(/^([0-9a-f]{12})[0-9a-f]*/, '$1')}  shared ${v.shared.shared}${v.live ? '  (live)' : ''}`);
      }
    }
    return;
  }
  if (positionals.length !== 1) throw new DeployError(usage);
  const started = Date.now();
  const result = await deploy({ remote: positionals[0], deployDir, from: values.from, log: (l) => console.log(l) });
  console.log(`✔ ${result.remote} ${result.version} is live (${result.entry}) in ${Math.round((Date.now() - started) / 1000)} s; deploy directory ${deployDir}`);
  if (result.pruned.length) console.log(`  pruned: ${result.pruned.join(', ')}`);
}

main().catch((error) => {
  console.error(`✖ ${error instanceof DeployError ? error.message : error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
