/**
 * The layers and their boundaries (`npm test` runs `npm run lint:boundaries`).
 *
 * Portal, lowest first: contracts → startup → lib → api → access → offline → components →
 * resources → features → routes. A layer imports its own and lower ones; a feature imports no
 * other feature: what two features share moves down a layer. The start chunk's slices
 * (src/startup/*-slice.ts) are the entry's own parts, as main.tsx is: they stand above every
 * layer. Server: a service imports only its own files and the shared layers (access, crud, db,
 * files, http, jobs, lib, storage, config). Build: the Vite plugins and build steps under
 * build/ run only while the portal is built; nothing that runs imports them.
 */
const lower = '^src/(contracts|startup|lib|api|access|offline|components)/';
const startChunkSlices = '^src/startup/[a-z-]+-slice\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-imports-feature',
      comment: 'A feature imports no other feature; move what both need down a layer.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'lower-layer-imports-higher',
      comment:
        'contracts, startup, lib, api, access, offline and components import no feature, resource or route.',
      severity: 'error',
      from: { path: lower, pathNot: startChunkSlices },
      to: { path: '^src/(features|resources|routes)/' },
    },
    {
      name: 'resource-imports-feature',
      comment: 'A resource is data: it imports no feature and no route.',
      severity: 'error',
      from: { path: '^src/resources/' },
      to: { path: '^src/(features|routes)/' },
    },
    {
      name: 'resource-holds-jsx',
      comment: 'A resource holds no JSX: its screens live in a feature or in components/crud.',
      severity: 'error',
      from: { path: '^src/resources/.+\\.tsx$' },
      to: {},
    },
    {
      name: 'resource-imports-ui',
      comment: 'A resource holds no JSX, so it needs neither React nor Mantine.',
      severity: 'error',
      from: { path: '^src/resources/' },
      to: { path: '^node_modules/(react|react-dom|@mantine/[^/]+)/' },
    },
    {
      name: 'resource-imports-icons',
      comment:
        "Only catalog-screens.ts names icons (the menu folders'; a screen's own is in its route file): no resource draws one.",
      severity: 'error',
      from: { path: '^src/resources/', pathNot: '^src/resources/catalog-screens\\.ts$' },
      to: { path: '^node_modules/@tabler/' },
    },
    {
      name: 'contracts-import-contracts-only',
      comment: 'Contracts are the wire format shared with the server: they import only contracts.',
      severity: 'error',
      from: { path: '^src/contracts/' },
      to: { path: '^src/', pathNot: '^src/contracts/' },
    },
    {
      name: 'portal-imports-server',
      comment: 'The portal runs in the browser: it imports nothing of the server.',
      severity: 'error',
      from: { path: '^(src|sw)/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-imports-portal-ui',
      comment: 'The server shares contracts and access rules with the portal, nothing else.',
      severity: 'error',
      from: { path: '^server/' },
      to: {
        path: '^src/',
        pathNot:
          '^src/(contracts|access/(can|derived-rights|permission-values|portals|role-flags|role-rank))',
      },
    },
    {
      name: 'runtime-imports-build',
      comment:
        'build/ runs while the portal is built: the server, portal and worker never need it.',
      severity: 'error',
      from: { path: '^(src|server|sw)/' },
      to: { path: '^build/' },
    },
    {
      name: 'build-imports-portal-beyond-contracts',
      comment:
        'The build shares the contracts with the portal and needs nothing else of it or of the server.',
      severity: 'error',
      from: { path: '^build/' },
      to: { path: '^(src|server|sw)/', pathNot: '^src/contracts/' },
    },
    {
      name: 'service-imports-service',
      comment: 'A service imports only its own files; shared queries go to server/db/queries.',
      severity: 'error',
      from: { path: '^server/services/([^/]+)/' },
      to: { path: '^server/services/', pathNot: '^server/services/($1/|define-service)' },
    },
    {
      name: 'shared-server-layer-imports-service',
      comment: 'The shared server layers are below the services.',
      severity: 'error',
      from: {
        path: '^server/',
        pathNot: '^server/(services/|app\\.ts|main\\.ts|start\\.ts|worker\\.ts|seed/)',
      },
      to: { path: '^server/services/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)routeTree\\.gen\\.ts$' },
    tsConfig: { fileName: 'tsconfig.json' },
    // TypeScript 7 has no compiler API for dependency-cruiser: Babel strips the types instead,
    // and @swc/core being installed is what makes it scan .ts and .tsx files at all.
    babelConfig: { fileName: '.dependency-cruiser.babel.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
