// features/chat/server — what workerapi needs of the chat slice: schemas, rules, strings and formatting,
// never the browser calls.
export * from './schemas';
export * from './strings';
export * from './rules';
export * from './format';
export * from './messaging-schemas';
export * from './messaging-strings';
export * from './messaging-rules';
