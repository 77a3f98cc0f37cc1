import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenEmbedded } from '../../repositories/repositoryRegistry.js';
import { testDatabaseKinds } from '../../testing/testDatabases.js';
import { startTestServer, type TestServer } from '../../testing/testServer.js';
import { runEvaluationTest, runNegativeSyntaxTest } from './evaluationRunner.js';
import { expectedFailures, skippedTests, type Engine } from './expectedFailures.js';
import { readManifest, type W3cTest } from './manifest.js';
import { runProtocolTest } from './protocolRunner.js';
import { SuiteTally } from './suiteTally.js';
import type { DatasetStrategy } from './testDataset.js';
import { W3cEndpoint } from './w3cEndpoint.js';

/**
 * The W3C SPARQL 1.1 tests that fit an endpoint and a results parser, run through Grafiek's
 * endpoint `/api/sparql/{repo}` on each kind of repository: result formats (JSON, CSV/TSV),
 * aggregates, and the protocol tests (HTTP exchanges).
 */
const suites = ['json-res', 'csv-tsv-res', 'aggregates', 'protocol'] as const;
const manifests = suites.map((suite) => ({ suite, manifest: readManifest(`sparql/sparql11/${suite}/manifest.ttl`) }));

async function run(endpoint: W3cEndpoint, strategy: DatasetStrategy, test: W3cTest) {
  switch (test.kind) {
    case 'evaluation':
      return runEvaluationTest(endpoint, strategy, test);
    case 'negativeSyntax':
      return runNegativeSyntaxTest(endpoint, strategy, test);
    case 'protocol':
      return runProtocolTest(endpoint, strategy, test);
    case 'other':
      throw new Error(`cannot run a test of type ${test.type}`);
  }
}

function w3cTests(engine: Engine, strategy: DatasetStrategy, start: () => Promise<TestServer>) {
  let server: TestServer | undefined;
  let endpoint: W3cEndpoint;
  const tally = new SuiteTally(engine);
  const failing = new Map(expectedFailures[engine].map((f) => [f.id, f.reason]));
  const skipping = new Map(skippedTests[engine].map((f) => [f.id, f.reason]));

  beforeAll(async () => {
    server = await start();
    endpoint = new W3cEndpoint(server, 'w3c');
  });
  afterAll(async () => {
    console.log(tally.lines().join('\n'));
    await server?.close();
  });

  it('lists expected failures and skips only for tests that exist', () => {
    const ids = new Set(manifests.flatMap(({ manifest }) => manifest.tests.map((t) => t.id)));
    expect([...failing.keys(), ...skipping.keys()].filter((id) => !ids.has(id))).toEqual([]);
  });

  for (const { suite, manifest } of manifests) {
    describe(`${suite}: ${manifest.label}`, () => {
      tally.declare(suite);
      for (const test of manifest.tests) {
        const title = `${test.name} (${test.id})`;
        const skip = skipping.get(test.id) ?? (test.kind === 'other' ? `tests of type <${test.type}> are not run here` : undefined);
        if (skip) {
          tally.record(suite, 'skipped');
          it.skip(`${title}: ${skip}`, () => {});
          continue;
        }
        const expectedFailure = failing.get(test.id);
        it(expectedFailure ? `${title} [expected to fail on ${engine}: ${expectedFailure}]` : title, async () => {
          let error: unknown;
          try {
            await run(endpoint, strategy, test);
          } catch (e) {
            error = e;
          }
          if (expectedFailure) {
            tally.record(suite, 'failed');
            if (!error) throw new Error(`${test.id} passes now on ${engine}: remove it from expectedFailures (${expectedFailure})`);
            return;
          }
          if (error) {
            tally.record(suite, 'failed');
            throw error;
          }
          tally.record(suite, 'passed');
        });
      }
    });
  }
}

const virtuoso = process.env.TEST_VIRTUOSO_URL;
const skipVirtuoso = virtuoso || process.env.CI ? false : 'TEST_VIRTUOSO_URL is not set: W3C tests on Virtuoso skipped (CI runs them; see scripts/ci-virtuoso.sh)';
if (skipVirtuoso) console.warn(skipVirtuoso);

describe.skipIf(skipVirtuoso)('W3C SPARQL 1.1 tests through the endpoint on Virtuoso 7', () => {
  w3cTests('virtuoso', 'isolated', async () => {
    if (!virtuoso) throw new Error('CI requires TEST_VIRTUOSO_URL (scripts/ci-virtuoso.sh starts Virtuoso)');
    return startTestServer(testDatabaseKinds[0]!, { GRAFIEK_ALLOWED_ENDPOINTS: new URL(virtuoso).host }, {
      repositories: [{ name: 'w3c', kind: 'remote', public: true, projects: [], queryUrl: virtuoso }],
    });
  });
});

// The embedded repository is being built alongside this suite; until its module exists, its block is skipped.
const embeddedModule = '../../repositories/embedded/embeddedRepository.js';
const openEmbedded: OpenEmbedded | undefined = await import(/* @vite-ignore */ embeddedModule).then(
  (m: { openEmbeddedRepository?: OpenEmbedded }) => m.openEmbeddedRepository,
  (error: unknown) => {
    // Only a missing module means "not built yet"; a module that fails to load is an error.
    if (/Cannot find module|Failed to load url|ERR_MODULE_NOT_FOUND/i.test(`${(error as { code?: string }).code} ${String(error)}`)) return undefined;
    throw error;
  },
);
const skipEmbedded = openEmbedded ? false : `${embeddedModule} does not exist yet: W3C tests on the embedded repository skipped`;
if (skipEmbedded) console.warn(skipEmbedded);

describe.skipIf(skipEmbedded)('W3C SPARQL 1.1 tests through the endpoint on the embedded Oxigraph repository', () => {
  w3cTests('embedded', 'replace', () =>
    startTestServer(testDatabaseKinds[0]!, {}, {
      repositories: [{ name: 'w3c', kind: 'embedded', public: true, projects: [] }],
      openEmbedded: openEmbedded!,
    }),
  );
});
