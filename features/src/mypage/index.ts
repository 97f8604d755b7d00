// features/mypage — mfe-mypage's own strings, rules, schemas and calls (dashboard, profile photo, notices, bank
// account, password and e-mail change). NOT federated: mfe-mypage bundles what it uses (tree-shaken). Imports
// the federated core by package name only (features/src/ownership.test.ts).
export * from './messages';
export * from './credentials-messages';
export * from './bank-holder';
export * from './yucho';
export * from './profile-image';
export * from './bank-account-schemas';
export * from './notices-schemas';
export * from './banks-schemas';
export * from './credentials-schemas';
export * from './profile-image-schemas';
export * from './next-shift';
export * from './bank-account-api';
export * from './notices-api';
export * from './profile-image-api';
export * from './banks-api';
export * from './credentials-api';
