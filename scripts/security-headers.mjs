// The security headers of every page and file the web app serves — ONE definition, read by the local
// gateway (scripts/gateway.mjs) and by the production server config (nginx), so both send the same policy.
//
//   import { securityHeaders, contentSecurityPolicy, inlineHashes } from './security-headers.mjs';
//
// The Content-Security-Policy never allows inline code in general ('unsafe-inline' is never in script-src or
// style-src): the shell's index.html has one inline <script> (the boot script, shell/boot-hints.ts) and one inline
// <style> (the boot header painted before any JS), each allowed by its SHA-256 hash, computed from the built file
// by `inlineHashes(html)`; any other inline script or style is refused.
import { createHash } from 'node:crypto';

/** Where the Firebase Auth SDK talks to (sign-in, token refresh) in staging/production. */
export const FIREBASE_AUTH_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

/** Headers that do not depend on the deployment. */
export const STATIC_SECURITY_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // For browsers without CSP frame-ancestors.
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
});

/** `'sha256-…'` sources for every inline <script> and <style> element of an HTML document. */
export function inlineHashes(html) {
  const scripts = [];
  const styles = [];
  const hash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) if (m[1].trim() !== '') scripts.push(hash(m[1]));
  for (const m of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)) styles.push(hash(m[1]));
  return { scripts, styles };
}

/**
 * The policy. `connect` adds origins the app calls besides its own (the Auth emulator in local/test, a
 * separate API origin); `hashes` are the inline elements' hashes (see inlineHashes).
 * @param {{ connect?: string[], hashes?: { scripts: string[], styles: string[] }, reportUri?: string }} [options]
 */
export function contentSecurityPolicy({ connect = [], hashes = { scripts: [], styles: [] }, reportUri } = {}) {
  const directives = [
    ["default-src", "'self'"],
    ['script-src', "'self'", ...hashes.scripts],
    ['style-src', "'self'", ...hashes.styles],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...FIREBASE_AUTH_ORIGINS, ...connect],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    // Local/test: violations are reported to the gateway, and the e2e suite fails on any.
    ...(reportUri ? [['report-uri', reportUri]] : []),
  ];
  return directives.map((d) => [...new Set(d)].join(' ')).join('; ');
}

/**
 * Every header for the app's responses.
 * @param {{ connect?: string[], hashes?: { scripts: string[], styles: string[] } }} [options]
 */
export function securityHeaders(options = {}) {
  return { ...STATIC_SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy(options) };
}

/** The headers without page-specific hashes or extra origins (their names are what every response carries). */
export const SECURITY_HEADERS = Object.freeze(securityHeaders());
