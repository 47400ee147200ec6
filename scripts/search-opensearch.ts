// `npm run search:opensearch`: a real OpenSearch 2.19 on 127.0.0.1:OPENSEARCH_PORT (9200) holding the
// demo catalogue of DEMO_BACKEND_DATA_DIR, until Ctrl+C. tools/opensearch/README.md says how it runs.
import {
  demoBackendConfig,
  indexDemoCatalogue,
  openSearchPort,
  openSearchStorefrontEnv,
} from './lib/opensearch-catalogue.ts';
import { type StartedOpenSearch, startOpenSearch } from './lib/opensearch.ts';

let node: StartedOpenSearch | undefined;
let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  await node?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  const config = demoBackendConfig();
  node = await startOpenSearch({ port: openSearchPort(), quiet: false });
  console.log(`OpenSearch answered green in ${node.startMs} ms; indexing the catalogue of ${config.dataDir}`);
  const { indices, milliseconds } = await indexDemoCatalogue(node.url, config);
  const env = openSearchStorefrontEnv(node.url, config.search);
  console.log(`
  OpenSearch:  ${node.url}  (${indices.map((index) => `${index.name} ${index.documents}`).join(', ')})
  Indexed in ${milliseconds} ms; images point at ${config.search.mediaBaseUrl} (the demo backend serves them).
  Storefront settings:
${Object.entries(env)
  .map(([name, value]) => `    ${name}=${value}`)
  .join('\n')}
  Stop with Ctrl+C.
`);
  node.child.on('exit', (code) => {
    console.error(`OpenSearch stopped (exit ${code}).`);
    void stop(code ?? 1);
  });
} catch (error) {
  console.error((error as Error).message);
  await stop(1);
}
