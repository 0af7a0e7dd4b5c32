import * as quotes from '#contract/calls/quotes.ts';
import type { BodyOf } from '#contract/call.ts';
import { quoteAttach as quoteAttachCall } from '#contract/calls/quote-attachments.ts';
import { base64Of } from '../lib/quotes/attachment-files.ts';
import { call } from './call.ts';

/** The buyer's quotes (/acQuote, /acQuotedetails/{id}) and the basket's request (docs/quotes.md). */
export const quoteList = (body: BodyOf<typeof quotes.quoteList>) => call(quotes.quoteList, body);
export const quoteGet = (id: number) => call(quotes.quoteGet, { id });
export const quoteRequest = (body: BodyOf<typeof quotes.quoteRequest>) => call(quotes.quoteRequest, body);
export const quoteAccept = (body: BodyOf<typeof quotes.quoteAccept>) => call(quotes.quoteAccept, body);
export const quoteDecline = (id: number, message: string) => call(quotes.quoteDecline, { id, message });
export const quoteWithdraw = (id: number, message: string) => call(quotes.quoteWithdraw, { id, message });
export const quoteAskChange = (id: number, message: string) => call(quotes.quoteAskChange, { id, message });
/** Adds one chosen file to the buyer's request (its bytes as Base64). */
export const quoteAttach = (input: { id: number; file: File }) =>
  base64Of(input.file).then((dataBase64) =>
    call(quoteAttachCall, { id: input.id, fileName: input.file.name, dataBase64 }),
  );
