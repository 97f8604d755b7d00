// features/domain — what several slices compute: the spec §3 salary formulas (exact integer arithmetic),
// calendar dates in Asia/Tokyo and how a worker reads them. NOT federated: each remote that imports it bundles
// the few lines it uses, and workerapi imports it directly, so the browser and the server agree.
export * from './salary';
export * from './tokyo-date';
export * from './date-labels';
export * from './number-labels';
export * from './time-left';
