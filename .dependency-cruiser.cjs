/**
 * The import rules of ARCHITECTURE.md, checked in the test command:
 *   db <- core <- {api, workers, workflows}; contracts imports nothing of ours;
 *   console imports only contracts; nothing imports api; api and workers may import
 *   workflow definitions (and workflow types) to start and signal workflows;
 *   workflow code imports only @temporalio/workflow and types from its activities;
 *   sandbox/ (the fakes of upstreams) imports only db, core and contracts, and is imported only
 *   by the web app's builder (lazily, in sandbox), tests and benchmarks.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'contracts-import-only-zod',
      severity: 'error',
      from: { path: '^contracts/' },
      to: { pathNot: ['^contracts/', '^node_modules/zod/'] },
    },
    {
      name: 'db-imports-no-layer-above',
      severity: 'error',
      from: { path: '^db/' },
      to: { path: '^(contracts|core|api|workers|workflows|console|scripts|bench)/' },
    },
    {
      name: 'core-imports-only-db-and-contracts',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: '^(api|workers|workflows|console|scripts|bench)/' },
    },
    {
      name: 'nothing-imports-api',
      severity: 'error',
      from: { pathNot: ['^(api|bench)/', '^scripts/test/e2e/', '^sandbox/.+\\.test\\.ts$'] },
      to: { path: '^api/' },
    },
    {
      name: 'sandbox-only-from-the-web-builder-tests-and-bench',
      comment: 'The fakes reach a process only through api/app.ts in sandbox, a test, a benchmark or the fault run: the production image holds none.',
      severity: 'error',
      from: { pathNot: ['^sandbox/', '^api/app\\.ts$', '\\.test\\.ts$', '^api/testing/', '^scripts/test/', '^scripts/resilience/', '^bench/'] },
      to: { path: '^sandbox/' },
    },
    {
      name: 'web-builder-loads-sandbox-lazily',
      comment: 'api/app.ts loads sandbox/index.ts with import() only when SANDBOX is on, so production never loads a fake.',
      severity: 'error',
      from: { path: '^api/app\\.ts$' },
      to: { path: '^sandbox/', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'sandbox-imports-only-db-core-and-contracts',
      severity: 'error',
      from: { path: '^sandbox/', pathNot: '\\.test\\.ts$' },
      to: { path: '^(api|workers|workflows|console|scripts|bench)/' },
    },
    {
      name: 'only-definitions-of-workflows-from-outside',
      comment: 'api and workers start, signal, update and query workflows through their client.ts (and definitions, types).',
      severity: 'error',
      from: { path: '^(api|workers)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^workflows/', pathNot: ['^workflows/[^/]+/(definitions|workflow|client)\\.ts$'] },
    },
    {
      name: 'workflow-imports-only-types-of-activities',
      severity: 'error',
      from: { path: '^workflows/([^/]+/workflow|index|workflow-[^/]+)\\.ts$' },
      to: {
        // workflows/workflow-*.ts: helpers shared by workflow code, under the same rule (only @temporalio/workflow).
        pathNot: ['^node_modules/@temporalio/workflow/', '^workflows/[^/]+/(definitions|workflow)\\.ts$', '^workflows/workflow-[^/]+\\.ts$'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'workers-and-workflows-do-not-import-each-other-code',
      severity: 'error',
      from: { path: '^workflows/' },
      to: { path: '^(workers|api|console)/' },
    },
    {
      name: 'console-imports-only-contracts',
      severity: 'error',
      from: { path: '^console/' },
      to: { path: '^(db|core|api|workers|workflows|scripts|bench)/' },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^node_modules', '^\\.tools', '^dist', '^console/dist'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'] },
  },
};
