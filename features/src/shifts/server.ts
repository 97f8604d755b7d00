// features/shifts/server — what workerapi's shifts feature needs of the slice: strings, rules, schemas (never
// the browser calls). Node only; never imported by browser code.
export * from './answer-symbols';
export * from './messages';
export * from './rules';
export * from './schemas';
export * from './submit-schemas';
