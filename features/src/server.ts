// features/server — for workerapi (Node) only: the feature modules' strings, rules and schemas (not their browser
// calls) plus the server's own messages, so the server validates with exactly the schemas and speaks exactly
// the strings the browser apps use. Never imported by browser code.
export * from './messages/auth-pages';
export * from './schemas/auth-forms';
export * from './messages/mypage';
export * from './messages/account-flows';
export * from './domain/salary';
export * from './domain/bank-holder';
export * from './domain/yucho';
export * from './domain/profile-image';
export * from './schemas/account';
export * from './schemas/notices';
export * from './schemas/banks';
export * from './schemas/account-flows';
export * from './schemas/profile-image';
export * from './messages/shifts';
export * from './domain/shifts';
export * from './schemas/shift-submit';
export * from './messages/api-errors';
export * from './mypage/reservation-summary-schema';
export * from './mypage/message-summary-schema';
