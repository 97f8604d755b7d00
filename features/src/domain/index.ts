// features/domain — rules that several slices compute (spec §3 salary formulas, in exact integer arithmetic).
// NOT federated: each remote that imports it bundles the few lines it uses, and workerapi imports it directly,
// so the browser and the server compute the same yen.
export * from './salary';
