import * as punchOut from '#contract/calls/punch-out.ts';
import { call } from './call.ts';

/** A punch-out session in the browser (docs/punch-out.md): begin it with the start code, transfer the basket back. */
export const punchOutBegin = (code: string) => call(punchOut.punchOutBegin, { code });
export const punchOutTransfer = (returnEmpty: boolean) => call(punchOut.punchOutTransfer, { returnEmpty });
