// Import boundaries of the monorepo (docs/decisions/014-import-boundaries.md), checked by `npm run lint:deps`.
const fs = require('node:fs');
const path = require('node:path');

const API = '^apps/api/src/';
const WEB = '^apps/web/src/';
/** packages/shared's modules without zod or decimal.js (the same list as SHARED_PLAIN in apps/web/vite.config.ts). */
const SHARED_PLAIN = '^packages/shared/src/([\\w-]+\\.constants|constants|errors|roles|api|business-days|platform)\\.ts$';
/** Tests and the benchmark sit on top of everything: they may import anything. */
const TESTS = ['\\.test\\.tsx?$', '^apps/api/(test|bench)/', '^apps/web/src/test/'];

/**
 * The API's layers, top to bottom. A layer may import itself and the layers below it, never one above.
 * server.ts/app.ts/cli, seed, jobs, modules, http, db, lib (with config.ts) — and packages/shared under all.
 */
const LAYERS = [
  { name: 'lib', path: `${API}(lib/|config\\.ts$)` },
  { name: 'db', path: `${API}db/` },
  { name: 'http', path: `${API}http/` },
  { name: 'modules', path: `${API}modules/` },
  { name: 'jobs', path: `${API}jobs/` },
  { name: 'seed', path: `${API}seed/` },
  { name: 'cli', path: `${API}cli/` },
];

/**
 * Which other modules a module may use (their service, queries or rules; never their routes). Each
 * direction is allowed one way only: the map must stay acyclic, which is checked below. A module not
 * listed may use no other module.
 */
const MODULE_USES = {
  attendant: ['stations', 'pumps', 'nozzles', 'fuel-prices', 'readings'], // the attendant's reads over the asset areas; readings' one write path
  onboarding: ['setup'], // the setup flags behind the guide
  sales: ['readings', 'platform'], // sales are readings seen as money; the tenant's export setting
  superadmin: ['auth', 'users'], // a tenant's owner made like a sign-up's; an admin's sessions ended like a password change's
  stations: ['readings'], // a station's figures of today
  nozzles: ['pumps', 'readings'], // the pump's lock for numbering and limits; a nozzle's latest reading
  pumps: ['stations'], // the station's lock for the pumps-per-station limit
  readings: ['fuel-prices', 'alerts'], // the price at a reading's time; stock alerts as an effect
  inventory: ['alerts'], // stock alerts as an effect of a movement
  tanks: ['stations'], // the station's lock when a tank is added
  'wet-stock': ['tanks', 'inventory'], // the tank a dip or receipt is of; a receipt's movement in the ledger
  reconciliation: ['reports'], // a closed day's daily sales report (the DSR file)
  reports: ['platform'], // the tenant's export setting (features.allow_export)
};

(function assertAcyclic() {
  const state = {};
  const visit = (m, trail) => {
    if (state[m] === 'done') return;
    if (state[m] === 'open') throw new Error(`.dependency-cruiser.cjs: MODULE_USES has a cycle: ${[...trail, m].join(' -> ')}`);
    state[m] = 'open';
    for (const next of MODULE_USES[m] ?? []) visit(next, [...trail, m]);
    state[m] = 'done';
  };
  for (const m of Object.keys(MODULE_USES)) visit(m, []);
})();

const MODULES_DIR = path.join(__dirname, 'apps/api/src/modules');
const modules = fs.readdirSync(MODULES_DIR, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

const layerRules = LAYERS.map((layer, i) => ({
  name: `layer-${layer.name}`,
  comment: `${layer.name} imports only itself and the layers below it (${LAYERS.slice(0, i).map((l) => l.name).join(', ') || 'packages only'})`,
  severity: 'error',
  from: { path: layer.path, pathNot: TESTS },
  // The API's package.json is data (its version, read by lib/app-info.ts), not a layer.
  to: { path: '^apps/api/', pathNot: [...LAYERS.slice(0, i + 1).map((l) => l.path), '^apps/api/package\\.json$'] },
}));

const moduleRules = modules.map((m) => ({
  name: `module-${m}`,
  comment: `modules/${m} may use only ${(MODULE_USES[m] ?? []).join(', ') || 'no other module'} (MODULE_USES)`,
  severity: 'error',
  from: { path: `${API}modules/${m}/`, pathNot: TESTS },
  to: { path: `${API}modules/`, pathNot: [`${API}modules/(${[m, ...(MODULE_USES[m] ?? [])].join('|')})/`] },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles, between files or (through them) between modules.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-orphans',
      comment: 'A source file nothing imports and that imports nothing is dead (or a forgotten entry point).',
      severity: 'error',
      from: { orphan: true, path: '^(apps/(api|web)|packages/shared)/src/', pathNot: ['\\.d\\.ts$', ...TESTS] },
      to: {},
    },
    ...layerRules,
    ...moduleRules,
    {
      name: 'module-public-surface',
      comment: "Another module is used through its service, queries or rules only: never its routes or internals.",
      severity: 'error',
      from: { path: `${API}modules/([^/]+)/`, pathNot: TESTS },
      to: { path: `${API}modules/`, pathNot: [`${API}modules/$1/`, '\\.(service|queries|rules)\\.ts$'] },
    },
    {
      name: 'module-inner-layers',
      comment: 'Within the modules: routes -> service -> queries. Queries import no service or routes; a service no routes.',
      severity: 'error',
      from: { path: `${API}modules/.+\\.(queries|rules)\\.ts$` },
      to: { path: `${API}modules/.+\\.(service|routes)\\.ts$` },
    },
    {
      name: 'routes-only-from-app',
      comment: 'Route files are registered by app.ts only.',
      severity: 'error',
      from: { pathNot: [`${API}app\\.ts$`, ...TESTS] },
      to: { path: '\\.routes\\.ts$' },
    },
    {
      name: 'app-and-server-on-top',
      comment: 'Only server.ts builds the app; nothing imports server.ts.',
      severity: 'error',
      from: { pathNot: [`${API}server\\.ts$`, ...TESTS] },
      to: { path: `${API}(app|server)\\.ts$` },
    },
    {
      name: 'web-feature-isolation',
      comment:
        "A web feature imports no other feature's internals (docs/decisions/059): only its api/ (an area's fetchers, query options and hooks: one definition, one cache key; decision 008). What several features share lives in src/lib or src/components; a page made of several areas' parts is composed in src/app/routes. Tests included: a test reaching into another feature breaks when that feature moves its insides.",
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: [`${WEB}features/$1/`, `${WEB}features/[^/]+/api/`] },
    },
    {
      name: 'web-shared-below-features',
      comment:
        "src/lib, src/components and src/i18n are below the features and the app (shared -> features -> app): they import neither. i18n's tests that render features' components in Hindi stand on top.",
      severity: 'error',
      from: { path: `${WEB}(lib|components|i18n)/`, pathNot: `${WEB}i18n/.+\\.test\\.tsx?$` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-not-api',
      comment: 'The web app talks to the API over HTTP only; shared code lives in packages/shared.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'api-not-web',
      severity: 'error',
      from: { path: '^apps/api/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'shared-not-apps',
      comment: 'packages/shared is the bottom of both apps.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'shared-plain-modules-stay-plain',
      comment:
        "packages/shared's plain modules (<area>.constants.ts, constants, errors, roles, api, business-days, platform) are what the web's first load imports: they never bring zod, decimal.js or a schema module (docs/decisions/031).",
      severity: 'error',
      from: { path: SHARED_PLAIN, pathNot: TESTS },
      to: { pathNot: SHARED_PLAIN },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    // Type-only imports count: a type shared both ways is a cycle too.
    tsPreCompilationDeps: true,
    // Only the web app uses tsconfig paths ('@/' = apps/web/src); the API and shared use relative imports.
    tsConfig: { fileName: path.join(__dirname, 'apps/web/tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
