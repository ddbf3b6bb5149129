import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** The client and the shared code stay independent of the layers they must not reach. */
const layerZones = [
  {
    target: 'src/client',
    from: 'src/server',
    message: 'The client never imports server code.',
  },
  {
    target: 'src/shared',
    from: ['src/client', 'src/server'],
    message: 'Shared code imports neither client nor server code.',
  },
];

/** Test support lives in test/; the product cannot import it, so none of it ships. */
const productZones = [
  {
    target: 'src',
    from: 'test',
    message: 'Product code never imports test support; only *.test.ts(x) files may.',
  },
];

/**
 * The server's layers import downwards only: entry (app, main, startup, http) → jobs → features →
 * seed → events, lib, auth, uploads and outbound → db → shared (docs/ARCHITECTURE.md#layers).
 */
const serverLayers = [
  [
    'src/server/app.ts',
    'src/server/main.ts',
    'src/server/startup.ts',
    'src/server/http',
    'src/server/render',
  ],
  ['src/server/jobs'],
  ['src/server/features'],
  ['src/server/seed'],
  [
    'src/server/events',
    'src/server/lib',
    'src/server/auth',
    'src/server/uploads',
    'src/server/outbound',
  ],
  ['src/server/db'],
];
const serverLayerZones = serverLayers.slice(1).map((layer, i) => ({
  target: layer,
  from: serverLayers.slice(0, i + 1).flat(),
  message: 'Server layers import downwards only; a feature gets jobs/ through a dependency.',
}));

/** The client's shared building blocks know no feature and no screen (docs/ARCHITECTURE.md#layers). */
const clientLayerZones = [
  {
    target: ['src/client/lib', 'src/client/components'],
    from: ['src/client/features', 'src/client/app'],
    message:
      'Client lib/ and components/ import neither features/ nor app/; pass what they need in.',
  },
];

/** One feature never imports another's internals; shared code lives in lib/ or shared/. */
function featureZones(side) {
  const dir = `src/${side}/features`;
  let features = [];
  try {
    features = readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
  return features.map((feature) => ({
    target: `${dir}/${feature}`,
    from: dir,
    except: [`./${feature}`],
    message: `Features do not import each other; lift shared code to src/${side}/lib or src/shared.`,
  }));
}

// Paths are compared after resolving, so relative and `#alias` imports are caught alike.
const boundaries = (zones) => ({
  'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
});

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
    files: ['src/client/**/*.{ts,tsx}', 'test/support/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Follows the package.json `#alias` imports and TypeScript's extension rules.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') }),
      ],
    },
    rules: {
      // An import the resolver cannot follow would pass the boundary rule silently.
      'import-x/no-unresolved': 'error',
      // A cycle makes load order decide what a module sees; layers and features read top down.
      'import-x/no-cycle': 'error',
      ...boundaries([
        ...layerZones,
        ...serverLayerZones,
        ...clientLayerZones,
        ...productZones,
        ...featureZones('client'),
        ...featureZones('server'),
      ]),
    },
  },
  {
    // Tests may reach across features and into test/ to set up their scenario, never across
    // layers.
    files: ['src/**/*.test.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    rules: boundaries(layerZones),
  },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // Served as they are, unbuilt, to the browser.
    files: ['src/client/public/**/*.js'],
    languageOptions: {
      globals: { document: 'readonly', requestAnimationFrame: 'readonly', setTimeout: 'readonly' },
    },
  },
);
