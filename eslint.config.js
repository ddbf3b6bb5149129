import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** One feature never imports another's internals; shared code lives in lib/ or shared/. */
function featureIsolation(side) {
  const dir = `src/${side}/features`;
  let features = [];
  try {
    features = readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
  return features.map((feature) => ({
    files: [`${dir}/${feature}/**/*.{ts,tsx}`],
    ignores: [`${dir}/${feature}/**/*.test.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^#${side}/features/(?!${feature}/)`,
              message: `Features do not import each other; lift shared code to src/${side}/lib or src/shared.`,
            },
            ...(side === 'client'
              ? [{ regex: '^#server/', message: 'The client never imports server code.' }]
              : []),
          ],
        },
      ],
    },
  }));
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^#server/|/server/', message: 'The client never imports server code.' },
          ],
        },
      ],
    },
  },
  ...featureIsolation('client'),
  ...featureIsolation('server'),
  {
    files: ['scripts/**/*.mjs', '*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
