import type { AnswerOf, BodyOf, CallDeclaration } from '#contract/call.ts';
import { localeOfPath } from '#contract/i18n/locales.ts';
import { ApiCallError, unwrap } from './answer.ts';
import { BROWSER_API_BASE } from './base-url.ts';

/**
 * A declared call made with the browser's own fetch, for the one call a page makes as it starts,
 * before its code (React, the session store, axios: src/api/call.ts) has arrived: the search results'
 * search (src/lib/search/early-search.ts). Only for a call that needs no session. Same address,
 * language header and reading of the envelope as call(); a failure is the same ApiCallError.
 */
export async function callBeforeClient<C extends CallDeclaration>(
  declaration: C,
  body: BodyOf<C>,
): Promise<AnswerOf<C>> {
  try {
    const response = await fetch(`${BROWSER_API_BASE}${declaration.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: localeOfPath(window.location.pathname) },
      body: JSON.stringify(body),
    });
    return unwrap<AnswerOf<C>>(await response.json());
  } catch (error) {
    throw error instanceof ApiCallError ? error : new ApiCallError(null, (error as Error).message);
  }
}
