import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Features never import each other (ARCHITECTURE.md): one restricted zone per feature folder.
const featuresDir = 'apps/web/src/features';
const features = (() => {
  try {
    return readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  } catch {
    return [];
  }
})();
// Flows: features that several screens open (issue 27). Another feature may import a flow's one
// face file (a lazy import of it, usually) and nothing else of it; a flow imports no other feature.
// social/ joins products and shops (likes, bookmarks, follows, the shop profile): three faces.
const FLOW_FACES = [
  './listing-dialogs/listing-dialogs.tsx',
  './verification/verification-modal.tsx',
  './social/use-social-actions.ts',
  './social/use-product-enrichment.ts',
  './social/shop-profile.tsx',
];
const featureZones = features.map((name) => ({
  target: `./${featuresDir}/${name}`,
  from: `./${featuresDir}`,
  except: [`./${name}`, ...FLOW_FACES.filter((face) => !face.startsWith(`./${name}/`))],
  message: 'Features never import each other (only a flow\'s face, FLOW_FACES in eslint.config.js): move shared code to entities/, components/, lib/ or packages/contracts.',
}));

// Entities never import each other (issue 27): each holds one thing's API, cache and UI; what
// joins two of them is a feature's (or a flow's), and what none of them owns sits in lib/ or components/.
const entitiesDir = 'apps/web/src/entities';
const entityZones = (() => {
  try {
    return readdirSync(entitiesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  } catch {
    return [];
  }
})().map((name) => ({
  target: `./${entitiesDir}/${name}`,
  from: `./${entitiesDir}`,
  except: [`./${name}`],
  message: `Entities never import each other: what joins ${name} to another entity belongs in a feature; a shared type comes from packages/contracts.`,
}));

// The server's layers, bottom up: config → platform → modules (in this order) → services.ts,
// app.ts, seed, main. A module uses another only through its face (index.ts), and never one above it.
const serverSrc = './apps/server/src';
const moduleOrder = ['countries', 'health', 'dev', 'media', 'drafting', 'users', 'auth', 'notifications', 'shops', 'products', 'listings', 'feed', 'social', 'comments', 'chats', 'offers', 'reports', 'assistant', 'share-preview', 'route-hints', 'housekeeping'];
const serverTop = ['services.ts', 'composition', 'app.ts', 'main.ts', 'worker.ts', 'seed'].map((p) => `${serverSrc}/${p}`);
const serverZones = [
  ...[`${serverSrc}/platform`, `${serverSrc}/config.ts`].map((target) => ({
    target,
    from: [`${serverSrc}/modules`, ...serverTop],
    message: 'platform/ is the ground floor: it never imports a module or the composition root.',
  })),
  { target: `${serverSrc}/modules`, from: serverTop, message: 'Modules are handed their dependencies by services.ts; they never import it (or app, seed, main).' },
  ...moduleOrder.flatMap((name, i) =>
    moduleOrder
      .filter((other) => other !== name)
      .map((other) =>
        moduleOrder.indexOf(other) > i
          ? { target: `${serverSrc}/modules/${name}`, from: `${serverSrc}/modules/${other}`, message: `${name} sits below ${other} (eslint.config.js moduleOrder): pass what it needs in from services.ts.` }
          : { target: `${serverSrc}/modules/${name}`, from: `${serverSrc}/modules/${other}`, except: ['./index.ts'], message: `Use ${other} through its face, modules/${other}/index.ts.` },
      ),
  ),
];

// Each table has one owner (issue 27): platform/db/tables/<module>.ts belongs to modules/<module>,
// and only that module imports it; others ask through the owner's face (docs/decisions.md, "Where a
// feature's data lives"). currency-rates.ts holds no table.
const tablesDir = `${serverSrc}/platform/db/tables`;
const namesIn = (dir, keep) => {
  try {
    return readdirSync(dir, { withFileTypes: true }).filter(keep).map((d) => d.name);
  } catch {
    return [];
  }
};
const tableOwners = namesIn(tablesDir, (d) => d.name.endsWith('.ts') && !d.name.endsWith('.test.ts')).map((f) => f.slice(0, -3));
const tableZones = namesIn(`${serverSrc}/modules`, (d) => d.isDirectory()).map((name) => ({
  target: `${serverSrc}/modules/${name}`,
  from: tablesDir,
  except: ['./currency-rates.ts', ...(tableOwners.includes(name) ? [`./${name}.ts`] : [])],
  message: `${name} imports only its own table file (platform/db/tables/${name}.ts): ask another table's owner through its face (modules/<owner>/index.ts).`,
}));

// The web app's layers, top to bottom: app → features → entities → components → lib. No import runs back up.
const webZones = [
  ...featureZones,
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Layers: features never import the app shell; pass what they need down instead.',
  },
  {
    target: './apps/web/src/entities',
    from: ['./apps/web/src/app', './apps/web/src/features'],
    message: 'Layers: entities (products, shops) sit below features and the app.',
  },
  {
    target: './apps/web/src/components',
    from: ['./apps/web/src/app', './apps/web/src/features', './apps/web/src/entities'],
    message: 'Layers: components/ is pure UI: no features, no entities, no fetching.',
  },
  {
    target: './apps/web/src/lib',
    from: ['./apps/web/src/app', './apps/web/src/features', './apps/web/src/entities', './apps/web/src/components'],
    message: 'Layers: lib/ is the bottom of the web app: it imports only packages and other lib/ code.',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', 'e2e/artifacts/**', 'bench/results/**', 'apps/server/drizzle/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { maxDepth: 3, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } }, 'import-x/ignore': ['node_modules'] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    // The web app imports by its `@/` alias: without resolving it, the zones below would see nothing.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js'], alias: { '@': [new URL('./apps/web/src', import.meta.url).pathname] } }),
      ],
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: webZones,
        },
      ],
    },
  },
  {
    files: ['apps/web/src/entities/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...webZones, ...entityZones] }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...serverZones, ...tableZones] }] },
  },
  {
    // Small functions (issue 27): a long one is split into named use cases or helpers. Tests are
    // not held to it (storage-contract.ts is the storage tests' shared suite).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-*.ts', 'apps/server/src/platform/storage/storage-contract.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Scripts, benchmarks and seeds talk to the console on purpose.
    files: ['scripts/**', 'bench/**', 'e2e/**', 'apps/server/src/seed/cli.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-console': 'off' },
  },
);
