import { periodicJob } from '../operations/periodic-job.ts';
import { releaseLapsedHolds } from './stock-holds.ts';

/** Releases lapsed stock holds now and then: minutes matter little against holds of 30 minutes and more. */
export const stockHoldKeeper = periodicJob('stock holds', releaseLapsedHolds, 60_000);
