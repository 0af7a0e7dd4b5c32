import type { AxiosInstance } from 'axios';
import type { AnswerOf, BodyOf, CallDeclaration } from '#contract/call.ts';
import type { DownloadDeclaration, QueryOf } from '#contract/download.ts';
import { localeOfPath } from '#contract/i18n/locales.ts';
import { $session } from '../stores/session.ts';
import { apiBaseUrl } from './base-url.ts';
import { attachmentName } from './file-name.ts';

type Client = typeof import('./client.ts');
let connection: Promise<{ http: AxiosInstance; client: Client }> | null = null;

// axios comes with the first call, not with the page: most pages make none before the buyer acts.
// At build time the pre-rendering calls go to API_URL, with no session and no page.
function apiConnection() {
  connection ??= import('./client.ts').then((client) => {
    const http = client.createHttp(apiBaseUrl());
    if (typeof window === 'undefined') return { http, client };
    http.interceptors.request.use((config) => {
      const token = $session.get().token;
      if (token) config.headers.set('token', token);
      config.headers.set('lang', localeOfPath(window.location.pathname));
      return config;
    });
    return { http, client };
  });
  return connection;
}

/**
 * Makes a declared call (contract/calls) from the browser (or the build), with the session token and the page's
 * language. It answers the call's data or throws ApiCallError (src/api/answer.ts); what the buyer is
 * told of a failure is decided in one place, src/stores/api-data.ts.
 */
export async function call<C extends CallDeclaration>(declaration: C, body: BodyOf<C>): Promise<AnswerOf<C>> {
  const { http, client } = await apiConnection();
  if (declaration.method === 'GET') return client.get<AnswerOf<C>>(http, declaration.path);
  return client.post<AnswerOf<C>>(http, declaration.path, body);
}

/**
 * Fetches a declared file (contract/download.ts) that needs the session, which a plain link cannot
 * send: the page then saves it from memory (src/lib/save-file.ts). Its name is the answer's, or
 * `fallbackName`.
 */
export async function fetchFile<D extends DownloadDeclaration>(
  declaration: D,
  query: QueryOf<D>,
  fallbackName: string,
): Promise<{ blob: Blob; fileName: string }> {
  const { http, client } = await apiConnection();
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params[name] = String(value);
  }
  const { blob, contentDisposition } = await client.getFile(http, declaration.path, params);
  return { blob, fileName: attachmentName(contentDisposition, fallbackName) };
}
