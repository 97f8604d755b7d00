// features/mypage/server — what workerapi's my page features (bank account, notices, profile photo, e-mail
// change) need of the slice: strings, rules, schemas (never the browser calls). Node only.
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
export * from './reservation-summary-schema';
export * from './message-summary-schema';
