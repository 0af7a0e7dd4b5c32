import * as calls from '#contract/calls/subscriber.ts';
import { call } from './call.ts';

/** Following the newsletter's confirmation link (contract/calls/subscriber.ts): no session needed. */
export const subscriberConfirm = (token: string) => call(calls.subscriberConfirm, { token });
