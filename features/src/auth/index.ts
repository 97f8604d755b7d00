// features/auth — mfe-auth's own strings and forms (sign-in, sign-up, password reset). NOT federated:
// mfe-auth bundles what it uses of this module (tree-shaken), so the shell and the other remotes never download
// it. It imports the federated core (shared/messages, shared/schemas …) by package name only, never by a
// relative path into a core file, so no file is bundled twice (checked by features/src/ownership.test.ts).
// The slice has no calls of its own: it is exactly ./server.
export * from './server';
