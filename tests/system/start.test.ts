import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect.ts';
import { SMALL_SHOP_FAMILIES, seedSmallShop } from '../support/small-shop.ts';

/**
 * `npm start` as a buyer runs it: no site yet, so the first build, then one port for site and API.
 * The data dir holds the small demo shop (tests/support/small-shop.ts): the first start on a new data
 * dir, seeding and building the whole demo, is the browser suite's shop.
 */
let dir: string;
let shop: ChildProcess;
let baseUrl: string;
let output = '';

function waitForLine(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`timed out waiting for ${pattern}; output:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(pattern);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    shop.stdout!.on('data', onData);
    shop.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    shop.on('exit', (code) => reject(new Error(`npm start exited with ${code}; output:\n${output}`)));
  });
}

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lihda-start-'));
  await seedSmallShop(path.join(dir, 'data'));
  shop = spawn(process.execPath, ['scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: path.join(dir, 'data'),
      SITE_DIR: path.join(dir, 'dist'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const match = await waitForLine(/Lihda Group shop: (http:\/\/[^/\s]+)\//, 390_000);
  baseUrl = match[1]!;
}, 400_000);

afterAll(async () => {
  if (shop.exitCode === null) shop.kill('SIGKILL');
  await fs.rm(dir, { recursive: true, force: true });
});

// Every route of docs/spec.md#routes, in both languages, as a browser first gets it: the page,
// its language and its heading (catalogue pages and the browser's own behaviour have their e2e tests).
// It runs before 'npm start' below, whose last case stops the shop.
const ROUTES = [
  '/',
  '/register',
  '/search',
  '/test',
  '/about',
  '/Technical',
  '/Contact',
  '/faq',
  '/Copyright',
  '/TermsConditions',
  '/PrivacyPolicy',
  '/CookiePolicy',
  '/termsandconditions',
  '/services/1',
  '/basket',
  '/Pay/1',
  '/payStatus/1',
  '/productList/knob',
  '/acAddress',
  '/acInformation',
  '/acOrder',
  '/acOrderdetails/123',
  '/acPay',
  '/payAssociated',
  '/acTeam',
  '/acMsg',
  '/acMsg/1/abc',
  '/msgDetails/1',
  '/browseHistory',
  '/editor',
  '/acQuote',
  '/acQuotedetails/7',
  '/acList',
];
const HAN = /\p{Script=Han}/u;
const headingOf = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim() ?? null;

describe('every route of docs/spec.md#routes', () => {
  it('answers each page in English and Chinese with its language and a heading', async () => {
    const problems: string[] = [];
    for (const route of ROUTES) {
      for (const [url, lang] of [
        [route, 'en-GB'],
        [route === '/' ? '/zh-cn/' : `/zh-cn${route}`, 'zh-CN'],
      ] as const) {
        const response = await fetch(`${baseUrl}${url}`);
        const html = await response.text();
        const heading = headingOf(html);
        if (response.status !== 200) problems.push(`${url}: HTTP ${response.status}`);
        else if (!html.includes(`<html lang="${lang}"`)) problems.push(`${url}: not lang ${lang}`);
        else if (!heading) problems.push(`${url}: no h1`);
        else if (lang === 'zh-CN' && !HAN.test(heading)) problems.push(`${url}: h1 "${heading}" is not Chinese`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('npm start', () => {
  it('serves the site built from the API and the API on one port', async () => {
    const home = await fetch(`${baseUrl}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('Lihda Group');
    expect(html).toContain('Work Holding');
    const api = await fetch(`${baseUrl}/api/unpri/companyInfoDetail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect((await api.json()).code).toBe(200);
  });

  it('leaves the record of its build in the site for the first publish, and never serves it', async () => {
    const record = JSON.parse(await fs.readFile(path.join(dir, 'dist', '.lihda-build.json'), 'utf8')) as {
      sourceHash: string;
      startedAt: string;
    };
    expect(record.sourceHash).toMatch(/^[0-9a-f]{64}$/);
    const index = await fs.stat(path.join(dir, 'dist', 'index.html'));
    expect(new Date(record.startedAt).getTime()).toBeLessThan(index.mtimeMs);
    expect((await fetch(`${baseUrl}/.lihda-build.json`)).status).toBe(404);
  });

  it('answers an unknown page with HTTP 404 and the 404 page of its language', async () => {
    const response = await fetch(`${baseUrl}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
    const chinese = await fetch(`${baseUrl}/zh-cn/no/such/page`);
    expect(chinese.status).toBe(404);
    expect(await chinese.text()).toContain('页面未找到');
    expect((await fetch(`${baseUrl}/404`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/zh-cn/404`)).status).toBe(404);
  });

  it('serves the client shell for the id paths of docs/spec.md#routes, in both languages', async () => {
    for (const path of ['/acOrderdetails/123', '/acMsg/7/ABC', '/Pay/55', '/productList/knob', '/zh-cn/msgDetails/9']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toMatch(/<h1[^>]*>/);
    }
    expect((await fetch(`${baseUrl}/Pay/1/2`)).status).toBe(404);
  });

  it('pre-renders pages in English and Chinese with hreflang links', async () => {
    const about = await (await fetch(`${baseUrl}/about`)).text();
    expect(about).toContain('<html lang="en-GB"');
    expect(about).toMatch(/hreflang="zh-CN" href="[^"]*\/zh-cn\/about"/);
    const chinese = await (await fetch(`${baseUrl}/zh-cn/about`)).text();
    expect(chinese).toContain('<html lang="zh-CN"');
  });

  it('names itself by the address it really listens on, without SITE_URL: pages, sitemap, robots and e-mail links', async () => {
    expect(baseUrl).not.toContain(':4321');
    expect(await (await fetch(`${baseUrl}/about`)).text()).toContain(`<link rel="canonical" href="${baseUrl}/about"`);
    expect(await (await fetch(`${baseUrl}/sitemap.xml`)).text()).toContain(`<loc>${baseUrl}/sitemap-1.xml</loc>`);
    expect(await (await fetch(`${baseUrl}/sitemap-1.xml`)).text()).toContain(`<loc>${baseUrl}/about</loc>`);
    expect(await (await fetch(`${baseUrl}/robots.txt`)).text()).toContain(`${baseUrl}/sitemap.xml`);
    const email = `start-${Date.now()}@example.com`;
    const registered = await fetch(`${baseUrl}/api/unpri/userRegister`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Sam', lastName: 'Reed', email, pwd: 'Start-pass-1' }),
    });
    expect((await registered.json()).code).toBe(200);
    const mailDir = path.join(dir, 'data', 'mail');
    const mailTo = async () => {
      for (const name of await fs.readdir(mailDir).catch(() => [])) {
        const text = await fs.readFile(path.join(mailDir, name), 'utf8');
        if (text.includes(email)) return text;
      }
      return undefined;
    };
    const deadline = Date.now() + 30_000;
    let mail = await mailTo();
    while (!mail && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      mail = await mailTo();
    }
    // Quoted-printable may break long lines: join them before looking for the link.
    expect(mail?.replace(/=\r?\n/g, '')).toContain(`${baseUrl}/verifyEmail`);
  }, 60_000);

  it('sends an outdated product name to the canonical product page', async () => {
    const detail = await (
      await fetch(`${baseUrl}/api/unpri/productDetail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"id":1}',
      })
    ).json();
    const canonical = `/goodsInfo/1/${detail.data.slug}`;
    expect((await fetch(`${baseUrl}${canonical}`)).status).toBe(200);
    const outdated = await fetch(`${baseUrl}/goodsInfo/1/an-old-name?partNo=LH-1101-120-AL`, { redirect: 'manual' });
    expect(outdated.status).toBe(301);
    // Straight to the canonical name, with the part to choose.
    expect(outdated.headers.get('location')).toBe(`${canonical}?partNo=LH-1101-120-AL`);
    expect(
      (await fetch(`${baseUrl}/zh-cn/goodsInfo/1/an-old-name`, { redirect: 'manual' })).headers.get('location'),
    ).toBe(`/zh-cn${canonical}`);
    expect((await fetch(`${baseUrl}/goodsInfo/999999/an-old-name`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${baseUrl}/goodsInfo/1/..%2F..%2Fetc`, { redirect: 'manual' })).status).toBe(404);
  });

  it('sends a product id link and a shareable link to the canonical page with their query kept', async () => {
    const detail = await (
      await fetch(`${baseUrl}/api/unpri/productDetail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"id":1}',
      })
    ).json();
    const canonical = `/goodsInfo/1/${detail.data.slug}`;
    for (const [url, target] of [
      ['/goodsInfo/1?partNo=LH-1101-120-AL', `${canonical}?partNo=LH-1101-120-AL`],
      ['/goodsInfo/1/?partNo=LH-1101-120-AL', `${canonical}?partNo=LH-1101-120-AL`],
      ['/goodsingopush/1?partNo=LH-1101-120-AL', `${canonical}?partNo=LH-1101-120-AL`],
      ['/zh-cn/goodsingopush/1/', `/zh-cn${canonical}`],
    ] as const) {
      const answer = await fetch(`${baseUrl}${url}`, { redirect: 'manual' });
      expect([url, answer.status, answer.headers.get('location')]).toEqual([url, 301, target]);
    }
    expect((await fetch(`${baseUrl}/goodsingopush/999999`, { redirect: 'manual' })).status).toBe(404);
    // On a static host the refresh page itself carries the query on, by an inline script its CSP allows.
    for (const file of [
      ['goodsInfo', '1', 'index.html'],
      ['goodsingopush', '1', 'index.html'],
    ]) {
      const html = await fs.readFile(path.join(dir, 'dist', ...file), 'utf8');
      expect(html).toContain(`url=${canonical}`);
      const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
      expect(script).toContain('location.search');
      const hash = `sha256-${createHash('sha256').update(script!).digest('base64')}`;
      expect(/<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html)?.[1]).toContain(`'${hash}'`);
    }
  });

  it('writes the shell rules for static hosts into the build', async () => {
    const redirects = await fs.readFile(path.join(dir, 'dist', '_redirects'), 'utf8');
    expect(redirects).toContain('/acOrderdetails/*  /acOrderdetails/  200');
    expect(await fs.readFile(path.join(dir, 'dist', 'nginx-shells.conf'), 'utf8')).toContain('try_files');
  });

  it('shuts down cleanly on SIGTERM, leaving a data dir that opens again', async () => {
    const exited = new Promise<number | null>((resolve) => shop.on('exit', (code) => resolve(code)));
    shop.kill('SIGTERM');
    expect(await exited).toBe(0);
    const reopened = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'data', 'pglite') });
    const families = await reopened.db
      .selectFrom('productFamilies')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(families.n)).toBe(SMALL_SHOP_FAMILIES);
    await reopened.close();
  }, 60_000);
});
