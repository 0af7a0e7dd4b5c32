import { expect, type APIRequestContext } from '@playwright/test';

/** Every sitemap file /sitemap.xml indexes, read and joined: what a crawler finds. */
export async function sitemapText(request: APIRequestContext): Promise<string> {
  const index = await (await request.get('/sitemap.xml')).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(files.length).toBeGreaterThan(0);
  const texts = await Promise.all(files.map(async (file) => (await request.get(file)).text()));
  return texts.join('\n');
}
