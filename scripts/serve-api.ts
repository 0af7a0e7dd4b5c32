/** `npm run serve:api`: only the API (no site), for a layout where a static host serves dist/. */
import { readConfig } from '../server/config.ts';
import { closeOnSignals, startApi } from '../server/start-api.ts';

const api = await startApi(readConfig());
closeOnSignals(api.close);
console.log(`Lihda Group API: ${api.url}/api/  (docs: ${api.url}/api/docs)`);
