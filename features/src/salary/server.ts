// features/salary/server — what workerapi needs of the salary slice: its strings, schemas and rules, and the
// pay-date rule. Never the browser calls.
export * from './strings';
export * from './schemas';
export * from './rules';
export * from './pay-date';
