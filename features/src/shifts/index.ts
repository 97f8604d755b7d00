// features/shifts — mfe-shifts' own strings, rules, schemas and calls (GET /workerapi/shifts, submission ○ △ ×,
// drafts, the shift list). NOT federated: mfe-shifts bundles what it uses (tree-shaken). Calendar dates in
// Asia/Tokyo come from features/domain and are re-exported here for the shift pages. Imports the core by
// package name only (features/src/ownership.test.ts).
export * from './messages';
export * from './rules';
export * from '../domain/tokyo-date';
export * from './schemas';
export * from './submit-schemas';
export * from './api';
