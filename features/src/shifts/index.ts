// features/shifts — mfe-shifts' own strings, rules, schemas and calls (GET /workerapi/shifts, submission ○ △ ×,
// drafts, the shift list). NOT federated: mfe-shifts bundles what it uses (tree-shaken). Everything of ./server
// plus the calls, and the Tokyo calendar of features/domain re-exported for the shift pages. Imports the core by
// package name only (features/src/ownership.test.ts).
export * from './server';
export * from '../domain/tokyo-date';
export * from './api';
