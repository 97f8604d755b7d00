// The form library as the shell provides it to the share scope: a file of its own, loaded when a page with a form
// first needs it (./host-modules.ts HOST_ON_DEMAND_MODULES), not with the start file every page waits for. The boot
// script preloads it with the files of a page whose route hints name it (shared/build/route-hints.mjs `shares`).
export * as reactHookForm from 'react-hook-form';
export * as zodResolver from '@hookform/resolvers/zod';
