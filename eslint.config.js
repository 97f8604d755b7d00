// One lint config for the whole workspace.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readRemotes } from './scripts/remotes.mjs';

// The router facade is the only door to react-router (a second copy breaks navigation across remotes), and
// Firebase is reached only through the lazy auth facade.
const FACADES = [
  { name: 'react-router-dom', message: "Import from 'shared/router' (the router facade)." },
  { name: 'react-router', message: "Import from 'shared/router' (the router facade)." },
  { name: 'firebase/auth', message: "Use 'shared/auth' (Firebase is loaded lazily behind it)." },
  { name: 'firebase/app', message: "Use 'shared/auth' (Firebase is loaded lazily behind it)." },
];
// The features slices, one per remote of remotes.json (the one list of remotes): features/<slice> is bundled by
// its remote, not federated — a second app importing one would download the same code twice.
// features/<slice>/server is workerapi's door only. features/domain (what several slices compute) is open to all.
const REMOTES = readRemotes();
const SLICE_MESSAGE = "Only the remote that owns a features slice imports it (docs/decisions.md 'core and feature modules', 'one slice per remote'); workerapi alone imports features/<slice>/server.";
function restricted(ownSlice) {
  const closed = REMOTES.flatMap(({ slice }) => (slice === ownSlice ? [`features/${slice}/server`] : [`features/${slice}`, `features/${slice}/server`]));
  return { paths: [...FACADES, ...closed.map((name) => ({ name, message: SLICE_MESSAGE }))] };
}
const WORKERAPI_MESSAGE = "workerapi imports a slice's strings, rules and schemas from 'features/<slice>/server' (never its browser calls).";

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-spa/**', '**/node_modules/**', '**/.data/**', '**/test-results/**', '.tools/**', '**/*.config.*', 'scripts/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': 'error',
      'no-restricted-imports': ['error', restricted()],
    },
  },
  {
    files: ['shared/src/router/**', 'shared/src/auth/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  ...REMOTES.map(({ dir, slice }) => ({
    files: [`${dir}/src/**`],
    rules: { 'no-restricted-imports': ['error', restricted(slice)] },
  })),
  {
    files: ['workerapi/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [...FACADES, ...REMOTES.map(({ slice }) => ({ name: `features/${slice}`, message: WORKERAPI_MESSAGE }))] }] },
  },
);
