// One lint config for the whole workspace.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// The router facade is the only door to react-router (a second copy breaks navigation across remotes), and
// Firebase is reached only through the lazy auth facade.
const FACADES = [
  { name: 'react-router-dom', message: "Import from 'shared/router' (the router facade)." },
  { name: 'react-router', message: "Import from 'shared/router' (the router facade)." },
  { name: 'firebase/auth', message: "Use 'shared/auth' (Firebase is loaded lazily behind it)." },
  { name: 'firebase/app', message: "Use 'shared/auth' (Firebase is loaded lazily behind it)." },
];
const FEATURES = ['auth', 'mypage', 'shifts'];
// Feature modules (the `features` package: features/<remote>) are bundled by their remote, not federated: a second app
// importing one would download the same code twice. features/server is workerapi's door only.
function restricted(ownFeature) {
  const group = FEATURES.filter((f) => f !== ownFeature).map((f) => `features/${f}`);
  return {
    paths: FACADES,
    patterns: [
      { group: [...group, 'features/server'], message: "Only the remote that owns a feature module imports it (docs/decisions.md 'core and feature modules'); workerapi alone imports features/server." },
    ],
  };
}

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
  ...FEATURES.map((feature) => ({
    files: [`mfe-${feature}/src/**`],
    rules: { 'no-restricted-imports': ['error', restricted(feature)] },
  })),
  {
    files: ['workerapi/**'],
    rules: { 'no-restricted-imports': ['error', { paths: FACADES, patterns: [{ group: ["features/auth", "features/mypage", "features/shifts"], message: "workerapi imports feature strings, rules and schemas from 'features/server'." }] }] },
  },
);
