#!/usr/bin/env node
// What an attached inspector adds to a page's longest task (docs/performance-log.md, "The start file's long task is
// mostly the measuring inspector's"). Cold loads of one page of a running app (`npm start`) at 4× CPU in headless
// Chromium, driven over a bare DevTools connection: only Emulation, Page.navigate and Runtime.evaluate — which need no
// domain enabled — and then the same with each DevTools domain named in INSPECTOR_DOMAINS enabled first (Lighthouse,
// Playwright and DevTools enable Runtime). Prints each load's long tasks and, per setting, the median longest task.
//   INSPECTOR_URL=http://localhost:8080/login   INSPECTOR_RUNS=4   INSPECTOR_DOMAINS=Runtime   CHROMIUM_PATH=…
// Measures only: targets the URL given (this machine's app by default), starts and stops its own Chromium.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

if (typeof WebSocket === 'undefined') {
  // Node 20 has the WebSocket client behind a flag (Node 22 without): run again with it.
  const again = spawn(process.execPath, ['--experimental-websocket', '--no-warnings', ...process.argv.slice(1)], { stdio: 'inherit' });
  again.on('exit', (code) => process.exit(code ?? 1));
} else {
  await main();
}

async function main() {
  const url = process.env.INSPECTOR_URL ?? 'http://localhost:8080/login';
  const runs = Math.min(Math.max(1, Number(process.env.INSPECTOR_RUNS ?? 4)), 20);
  const settings = [[], ...(process.env.INSPECTOR_DOMAINS ?? 'Runtime').split(',').map((d) => d.trim()).filter(Boolean).map((d) => [d])];
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const medians = [];
  for (const domains of settings) {
    const longest = [];
    for (let i = 0; i < runs; i += 1) {
      const { tasks } = await coldLoad(chromium, url, domains);
      longest.push(Math.max(0, ...tasks.map(([, duration]) => duration)));
      console.log(`${label(domains)} load ${i + 1}: long tasks ${tasks.map(([start, duration]) => `${start}+${duration}`).join(' ') || 'none'} ms`);
    }
    medians.push(`${label(domains)}: longest task median ${median(longest)} ms (${longest.join(', ')})`);
  }
  console.log(`\n${url}, 4× CPU, ${runs} cold loads per setting:\n${medians.join('\n')}`);
}

function label(domains) {
  return domains.length ? `${domains.join('+')} enabled` : 'no domain enabled';
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** One cold load in a fresh Chromium profile; the long tasks it reported ([start, duration] in ms). */
async function coldLoad(chromium, url, domains) {
  const profile = mkdtempSync(join(tmpdir(), 'inspector-cost-'));
  const port = 9500 + Math.floor(Math.random() * 400);
  const child = spawn(chromium, [
    '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage', `--remote-debugging-port=${port}`,
    `--user-data-dir=${profile}`, '--window-size=412,915', 'about:blank',
  ], { stdio: 'ignore', detached: true });
  try {
    const target = await pageTarget(port);
    const socket = new WebSocket(target.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true });
      socket.addEventListener('error', reject, { once: true });
    });
    let id = 0;
    const pending = new Map();
    socket.addEventListener('message', (message) => {
      const data = JSON.parse(String(message.data));
      if (data.id && pending.has(data.id)) {
        pending.get(data.id)(data);
        pending.delete(data.id);
      }
    });
    const send = (method, params = {}) =>
      new Promise((resolve) => {
        id += 1;
        pending.set(id, resolve);
        socket.send(JSON.stringify({ id, method, params }));
      });
    for (const domain of domains) await send(`${domain}.enable`);
    await send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await send('Page.navigate', { url });
    await new Promise((resolve) => setTimeout(resolve, 8_000)); // the load and its first renders, at 4× CPU
    const answer = await send('Runtime.evaluate', {
      awaitPromise: true,
      returnByValue: true,
      expression: `new Promise((resolve) => {
        const tasks = [];
        new PerformanceObserver((list) => { for (const e of list.getEntries()) tasks.push([Math.round(e.startTime), Math.round(e.duration)]); })
          .observe({ type: 'longtask', buffered: true });
        setTimeout(() => resolve({ tasks }), 200);
      })`,
    });
    socket.close();
    return answer.result?.result?.value ?? { tasks: [] };
  } finally {
    const exited = new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()));
    try {
      process.kill(-child.pid); // the browser and its helper processes
    } catch {
      /* gone already */
    }
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}

async function pageTarget(port) {
  for (let i = 0; i < 100; i += 1) {
    try {
      const targets = await (await fetch(`http://127.0.0.1:${port}/json`)).json();
      const page = targets.find((t) => t.type === 'page');
      if (page) return page;
    } catch {
      /* starting */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`chromium did not open its DevTools port ${port}`);
}
