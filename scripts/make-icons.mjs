#!/usr/bin/env node
// Renders the app icons (shell/public/icons/*.png) from their SVG sources with headless chromium.
// Run after changing icon.svg or icon-maskable.svg:  node scripts/make-icons.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { root } from './pnpm.mjs';

const dir = join(root, 'shell', 'public', 'icons');
const jobs = [
  // The favicon index.html carries inline (shell/favicon.ts): a PNG, not the SVG (see there).
  { src: 'icon.svg', out: 'favicon-32.png', size: 32 },
  { src: 'icon.svg', out: 'icon-192.png', size: 192 },
  { src: 'icon.svg', out: 'icon-512.png', size: 512 },
  { src: 'icon-maskable.svg', out: 'icon-maskable-512.png', size: 512 },
  { src: 'icon-maskable.svg', out: 'apple-touch-icon-180.png', size: 180 },
];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  for (const job of jobs) {
    const page = await browser.newPage({ viewport: { width: job.size, height: job.size } });
    const svg = readFileSync(join(dir, job.src), 'utf8');
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${job.size}" height="${job.size}" `)}</body></html>`);
    await page.screenshot({ path: join(dir, job.out), omitBackground: true });
    await page.close();
    console.log(`wrote shell/public/icons/${job.out}`);
  }
} finally {
  await browser.close();
}
