// features/chat — mfe-chat's own strings, rules, schemas and calls (reservations, customer profiles). NOT
// federated: mfe-chat bundles what it uses (tree-shaken). Everything of ./server plus the browser calls.
// Imports the federated core by package name only.
export * from './server';
export * from './calls';
export * from './messaging-schemas';
export * from './messaging-strings';
export * from './messaging-rules';
export * from './messaging-calls';
