import { prepareShopCalls } from './api-calls.ts';
import type { ChildServer } from './child-server.ts';
import {
  LOAD_TABLE_HEADERS,
  WARM_UP_SECONDS,
  loadCall,
  loadRow,
  loadTableRow,
  type LoadOptions,
  type LoadRow,
} from './load.ts';
import { formatTable } from './table.ts';

/** Loads the shop's benchmarked calls one after another, printing each row as it is measured. */
export async function loadShop(
  target: string,
  server: Pick<ChildServer, 'url'>,
  load: LoadOptions,
): Promise<LoadRow[]> {
  const prepared = await prepareShopCalls(server.url);
  for (const call of prepared.calls) await loadCall(server.url, call, { ...load, durationSeconds: WARM_UP_SECONDS });
  await prepared.reset();
  const rows: LoadRow[] = [];
  for (const call of prepared.calls) {
    const result = await loadCall(server.url, call, load);
    const envelopeFailures = prepared.failures.get(call.name)!.count;
    const row = loadRow(target, call.name, result, envelopeFailures);
    console.log(formatTable(LOAD_TABLE_HEADERS, [loadTableRow(row)]).split('\n')[2]);
    rows.push(row);
    if (call.name === 'pri/basketAdd') await prepared.finish(row.answered - envelopeFailures, load.connections);
  }
  return rows;
}
