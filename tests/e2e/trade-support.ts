import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** An API call's data, the call refused unless it answers 200 (with its message when not). */
export async function post<T>(request: APIRequestContext, path: string, data: object, token?: string): Promise<T> {
  const answer = await (await request.post(`/api/${path}`, { data, headers: token ? { token } : {} })).json();
  expect(answer.code, `${path}: ${answer.msg}`).toBe(200);
  return answer.data as T;
}

/** Every uncaught exception, console error and hydration warning the page logs. */
export function browserErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`exception: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 401/.test(message.text()))
      errors.push(`console error: ${message.text()}`);
    if (message.type() === 'warning' && /hydrat/i.test(message.text()))
      errors.push(`hydration warning: ${message.text()}`);
  });
  return errors;
}
