// The security headers every response of the app carries (the gateway's and nginx's, deploy/nginx/).
// Minimal placeholder on the deploy branch: the hardening branch owns this module (the full map and the
// CSP) and its version wins at merge time; deploy/nginx/render.mjs generates nginx's add_header lines
// from whatever this object holds.
/** @type {Readonly<Record<string, string>>} */
export const SECURITY_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy': "frame-ancestors 'none'",
});
