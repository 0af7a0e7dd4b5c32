import axios, { type AxiosInstance } from 'axios';
import { ApiCallError, unwrap } from './answer.ts';

/**
 * Where the API is: in the browser the same origin (/api/); at build time API_URL, the backend the
 * site is pre-rendered from (set by `npm run build` and `npm start`).
 */
export function apiBaseUrl(): string {
  if (typeof window !== 'undefined') return '/api/';
  const url = process.env.API_URL;
  if (!url) throw new Error('API_URL is not set: build the site with `npm run build`, which provides it.');
  return `${url.replace(/\/+$/, '')}/api/`;
}

export function createHttp(baseURL: string): AxiosInstance {
  // The spec sets no default timeout; failures still answer, as envelopes or network errors.
  return axios.create({ baseURL, headers: { 'content-type': 'application/json' } });
}

export function post<T>(http: AxiosInstance, path: string, body: object = {}): Promise<T> {
  return send<T>(() => http.post(path, body));
}

export function get<T>(http: AxiosInstance, path: string, params?: Record<string, string | number>): Promise<T> {
  return send<T>(() => http.get(path, { params }));
}

async function send<T>(request: () => Promise<{ data: unknown }>): Promise<T> {
  try {
    const response = await request();
    return unwrap<T>(response.data);
  } catch (error) {
    // Error answers (400, 404, 701 …) carry an envelope too: read their code.
    if (axios.isAxiosError(error) && error.response) return unwrap<T>(error.response.data);
    throw error instanceof ApiCallError ? error : new ApiCallError(null, (error as Error).message);
  }
}
