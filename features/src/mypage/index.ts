// features/mypage — mfe-mypage's own strings, rules, schemas and calls (dashboard, profile photo, notices, bank
// account, password and e-mail change). NOT federated: mfe-mypage bundles what it uses (tree-shaken). Imports
// the federated core by package name only (features/src/ownership.test.ts). Everything of ./server plus the calls.
export * from './server';
export * from './next-shift';
export * from './bank-account-api';
export * from './notices-api';
export * from './profile-image-api';
export * from './banks-api';
export * from './credentials-api';
export * from './reservation-summary';
export * from './message-summary';
export * from './salary-estimate';
