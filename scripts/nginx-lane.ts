/**
 * `npm run lane [-- --port 4443]`: the production-shaped lane of tests/system/nginx-lane.test.ts
 * (nginx over TLS and HTTP/2 in front of two `npm run serve:api` processes on PostgreSQL, `npm start`
 * building the whole demo shop and publishing it into nginx's root through PUBLISH_HOOK), left running
 * until Ctrl-C, for Lighthouse through
 * nginx (docs/lighthouse.md) or a look by hand. PostgreSQL: DATABASE_URL's server (a database of its
 * own, dropped at the end), else one started here. Needs Debian's nginx and its brotli modules (.ci/run).
 */
import { parseArgs } from 'node:util';
import { closeOnSignals } from '../server/start-api.ts';
import { startLaneShop } from '../tests/support/nginx-lane-shop.ts';

const { values } = parseArgs({ options: { port: { type: 'string' } } });
const port = values.port === undefined ? undefined : Number(values.port);
if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65_536)) {
  console.error(`--port: a port number, not "${values.port}"`);
  process.exit(2);
}

console.log('Starting the lane: a database, two API processes, a full build of the demo shop, nginx…');
const lane = await startLaneShop({ port, small: false });
closeOnSignals(lane.stop);
console.log(`Lihda Group lane: ${lane.origin}/  (nginx, HTTP/2; npm start at ${lane.builder.url}/)`);
console.log(`nginx serves ${lane.root}, which the builder's hook switches to each release it publishes`);
console.log(`Its certificate: ${lane.certificate.cert}`);
console.log(
  `Lighthouse through it: npm run lighthouse -- --base ${lane.origin} --trust ${lane.certificate.cert} / /about`,
);
