// features/auth/server — what workerapi's sign-up and sign-in routes need of the slice: strings and forms.
// Node only; never imported by browser code.
export * from './messages';
export * from './forms';
