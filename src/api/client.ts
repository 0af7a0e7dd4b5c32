import axios, { type AxiosInstance } from 'axios';
import { ApiCallError, unwrap } from './answer.ts';

export function createHttp(baseURL: string): AxiosInstance {
  // No default timeout (docs/spec.md#calls); failures still answer, as envelopes or network errors.
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

/**
 * A file the API answers (contract/download.ts), as bytes and the Content-Disposition header. A
 * refusal comes back as an envelope inside the blob, and is thrown as the call's ApiCallError.
 */
export async function getFile(
  http: AxiosInstance,
  path: string,
  params: Record<string, string>,
): Promise<{ blob: Blob; contentDisposition: string | null }> {
  try {
    const response = await http.get<Blob>(path, { params, responseType: 'blob' });
    return {
      blob: response.data,
      contentDisposition: (response.headers['content-disposition'] as string | undefined) ?? null,
    };
  } catch (error) {
    const body: unknown = axios.isAxiosError(error) ? error.response?.data : undefined;
    if (!(body instanceof Blob)) throw new ApiCallError(null, (error as Error).message);
    const text = await body.text();
    let envelope: unknown;
    try {
      envelope = JSON.parse(text);
    } catch {
      throw new ApiCallError(null, text.slice(0, 200));
    }
    return unwrap<never>(envelope);
  }
}
