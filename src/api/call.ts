import type { AxiosInstance } from 'axios';
import type { AnswerOf, BodyOf, CallDeclaration } from '#contract/call.ts';
import { localeOfPath } from '#contract/i18n/locales.ts';
import { $session } from '../stores/session.ts';

let connection: Promise<{ http: AxiosInstance; post: typeof import('./client.ts').post }> | null = null;

// axios comes with the first call, not with the page: most pages make none before the buyer acts.
function browserConnection() {
  connection ??= import('./client.ts').then(({ createHttp, post }) => {
    const http = createHttp('/api/');
    http.interceptors.request.use((config) => {
      const token = $session.get().token;
      if (token) config.headers.set('token', token);
      config.headers.set('lang', localeOfPath(window.location.pathname));
      return config;
    });
    return { http, post };
  });
  return connection;
}

/**
 * Makes a declared call (contract/calls) from the browser, with the session token and the page's
 * language. It answers the call's data or throws ApiCallError (src/api/answer.ts); what the buyer is
 * told of a failure is decided in one place, src/stores/api-data.ts.
 */
export async function call<C extends CallDeclaration>(declaration: C, body: BodyOf<C>): Promise<AnswerOf<C>> {
  const { http, post } = await browserConnection();
  return post<AnswerOf<C>>(http, declaration.path, body as object);
}
