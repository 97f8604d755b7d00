// features/shifts — mfe-shifts' own strings, rules, schemas and calls (shift submission ○ △ ×, drafts,
// the shift list). NOT federated: mfe-shifts bundles what it uses (tree-shaken). What GET /workerapi/shifts
// answers is in the federated core (my page's dashboard reads it too). Imports the core by package name only.
export * from './messages/shifts';
export * from './domain/shifts';
export * from './schemas/shift-submit';
export * from './api/shift-submit';
