import type { FastifyBaseLogger } from 'fastify';
import type { CardGateway } from './card-gateway.ts';

/**
 * Cancels at Stripe the intents of payments another payment replaced (replace-open-payments.ts),
 * once that has committed. They are already replaced in our records; a refusal (the intent is
 * processing or was paid meanwhile) is for a person to look at.
 */
export async function cancelReplacedIntents(
  gateway: CardGateway | null,
  intents: readonly string[],
  log: FastifyBaseLogger,
): Promise<void> {
  if (!gateway) return;
  for (const intent of intents) {
    await gateway
      .cancelIntent(intent)
      .catch((error: Error) => log.warn({ intent, error: error.message }, 'replaced intent not cancelled'));
  }
}
