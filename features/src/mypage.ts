// features/mypage — mfe-mypage's own strings, rules, schemas and calls (dashboard, profile photo,
// notices, bank account, password and e-mail change). NOT federated: mfe-mypage bundles what it uses
// (tree-shaken). Imports the federated core by package name only (features/ownership.test.ts).
export * from './messages/mypage';
export * from './messages/account-flows';
export * from './domain/bank-holder';
export * from './domain/yucho';
export * from './domain/profile-image';
export * from './schemas/account';
export * from './schemas/notices';
export * from './schemas/banks';
export * from './schemas/account-flows';
export * from './schemas/profile-image';
export * from './api/account';
export * from './api/notices';
export * from './api/profile-image';
export * from './api/banks';
export * from './api/account-flows';
export * from './api/salary-estimate';
