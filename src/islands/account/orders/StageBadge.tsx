import type { OrderStage } from '#contract/calls/order-history.ts';
import type { OrdersStrings } from './orders-strings.ts';

/** Where an order stands, in words; the colour only repeats them. */
export function StageBadge({ stage, strings }: { stage: OrderStage; strings: OrdersStrings }) {
  return <span className={`order-stage stage-${stage}`}>{strings.stages[stage]}</span>;
}
