import { serveSite } from './test/bench/web/static-server.ts';
import { firstVisitScripts, launchCounter } from './test/bench/web/first-visit-scripts.ts';
import { RUNTIME_CONFIG_PATH } from '#contracts/runtime-config.ts';
const dir = process.argv[2]!;
const site = await serveSite({ dir, runtimeConfigPath: RUNTIME_CONFIG_PATH, runtimeConfig: { region: 'us-east-1', userPoolId: 'us-east-1_bench', userPoolClientId: 'bench', analyticsEnabled: false, analyticsProjectKey: 'k', analyticsApiHost: 'http://127.0.0.1:9/', telemetryCollectorUrl: '/_t' } });
const b = await launchCounter();
for (const r of (process.argv[3] ?? '/,/components,/capabilities,/docs,/blog,/upload-board').split(',')) {
  const js = await firstVisitScripts(b, site.url + r);
  console.log(r.padEnd(14), (js.beforeInteraction.bytes / 1024).toFixed(1), js.beforeInteraction.scripts.length, (js.total.bytes / 1024).toFixed(1), js.total.scripts.length);
  if (process.argv[4]) console.log('   ', js.beforeInteraction.scripts.map(s => s.replace('/assets/', '')).join(' '));
}
await b.close(); await site.close();
