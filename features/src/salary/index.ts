// features/salary — mfe-salary's own strings, rules, schemas and calls (the salary statements page, its CSV,
// the calculator). NOT federated: mfe-salary bundles what it uses (tree-shaken). The pay-date rule (with its
// holiday table) is server-only (features/salary/server): workerapi sends each month's pay date.
export * from './strings';
export * from './schemas';
export * from './rules';
export * from './csv';
export * from './calls';
