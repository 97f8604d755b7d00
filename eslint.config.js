// One lint config for the whole workspace.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/test-results/**', '.tools/**', '**/*.config.*', 'scripts/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': 'error',
      // The router facade is the only door to react-router (a second copy breaks navigation across remotes).
      'no-restricted-imports': ['error', {
        paths: [
          { name: 'react-router-dom', message: "Import from 'shared/router' (the router facade)." },
          { name: 'react-router', message: "Import from 'shared/router' (the router facade)." },
          { name: 'firebase/auth', message: "Use 'shared/auth' (Firebase is loaded lazily behind it)." },
          { name: 'firebase/app', message: "Use 'shared/auth' (Firebase is loaded lazily behind it)." },
        ],
      }],
    },
  },
  {
    files: ['shared/src/router/**', 'shared/src/auth/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
