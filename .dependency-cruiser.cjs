/**
 * The dependency rule (docs/architecture.md): imports go main → features → platform → kernel, never
 * back; a feature uses another only through its index.ts; inside a feature, routes → service →
 * repository; no cycles. `npm run check` runs it (and `npm test` runs that first); any violation
 * fails it. (It started on 2026-11-27 from a baseline of 155 violations, which shrank to none.)
 */
const FEATURE = '^src/features/([^/]+)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'A module must not reach itself through its imports.', from: {}, to: { circular: true } },
    {
      name: 'kernel-stays-pure',
      severity: 'error',
      comment: 'The kernel holds rules without I/O: it imports nothing above it.',
      from: { path: '^src/kernel/' },
      to: { path: '^src/(platform|features|main)/' },
    },
    {
      name: 'platform-below-features',
      severity: 'error',
      comment: 'The platform serves every feature and knows none: what must travel up goes through a hook registered at start.',
      from: { path: '^src/platform/' },
      to: { path: '^src/(features|main)/' },
    },
    {
      name: 'features-below-main',
      severity: 'error',
      comment: 'main/ wires everything; nothing imports it.',
      from: { path: '^src/(kernel|platform|features)/' },
      to: { path: '^src/main/' },
    },
    {
      name: 'feature-through-its-index',
      severity: 'error',
      comment: 'A feature uses another only through its index.ts (what it offers the others).',
      from: { path: FEATURE },
      to: { path: '^src/features/', pathNot: ['^src/features/$1/', `${FEATURE}index\\.ts$`] },
    },
    {
      name: 'repository-below-service',
      severity: 'error',
      comment: 'Inside a feature: routes → service → repository. A repository knows no rule and no HTTP.',
      from: { path: '\\.repository\\.ts$' },
      to: { path: '\\.(service|routes)\\.ts$' },
    },
    {
      name: 'service-below-routes',
      severity: 'error',
      comment: 'Inside a feature: routes → service → repository. A service knows no route.',
      from: { path: '\\.service\\.ts$' },
      to: { path: '\\.routes\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    exclude: { path: '^src/client/schema\\.ts$' },
  },
};
