/** `npm run serve:api`: only the API (no site), for a layout where a static host serves dist/. */
import { readConfigOrExit } from '../server/config.ts';
import { closeOnSignals, startApi } from '../server/start-api.ts';

const config = readConfigOrExit(process.env, { serving: true });
const api = await startApi(config);
closeOnSignals(api.close);
console.log(`Lihda Group API: ${api.url}/api/${config.apiDocs ? `  (docs: ${api.url}/api/docs)` : ''}`);
