import { describe, expect, it } from 'vitest';
import {
  API_CSP,
  ASTRO_CSP,
  PAGE_CSP_DIRECTIVES,
  apiSecurityHeaders,
  pageSecurityHeaders,
} from '#contract/site/security-headers.ts';
import { headersFile, nginxSnippet } from '../../build/static-host-rules.ts';

/** A CSP header value as directive → sources. */
function parseCsp(value: string): Record<string, string[]> {
  return Object.fromEntries(
    value
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('page security headers', () => {
  const headers = pageSecurityHeaders();

  it('sends every header #8 asks for', () => {
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'cross-origin-opener-policy': 'same-origin-allow-popups',
    });
    expect(headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
    expect(headers['permissions-policy']).toContain('payment=(self "https://js.stripe.com")');
  });

  it('has a CSP that loads only the shop and Stripe, and is framed by nobody', () => {
    const csp = parseCsp(headers['content-security-policy']!);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      "'unsafe-inline'",
    ]);
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    expect(csp['frame-src']).toEqual(['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
    // Nothing may evaluate strings as code.
    expect(headers['content-security-policy']).not.toContain('unsafe-eval');
  });

  it("gives Astro's meta policy the same script origins without 'unsafe-inline', so inline scripts need their hash", () => {
    expect(ASTRO_CSP.scriptDirective.resources).toEqual(
      PAGE_CSP_DIRECTIVES['script-src']!.filter((s) => s !== "'unsafe-inline'"),
    );
    expect(ASTRO_CSP.scriptDirective.resources).not.toContain("'unsafe-inline'");
    expect(ASTRO_CSP.styleDirective.resources).toEqual(PAGE_CSP_DIRECTIVES['style-src']);
  });
});

describe('API security headers', () => {
  it('share the common headers and forbid running or framing anything', () => {
    const api = apiSecurityHeaders();
    expect(api['content-security-policy']).toBe(API_CSP);
    expect(parseCsp(API_CSP)['default-src']).toEqual(["'none'"]);
    const { 'content-security-policy': _page, ...pageRest } = pageSecurityHeaders();
    const { 'content-security-policy': _api, ...apiRest } = api;
    expect(apiRest).toEqual(pageRest);
  });
});

describe('static hosts', () => {
  /** `_headers` as path → its header rules. */
  function headerBlocks(file: string): Record<string, Record<string, string>> {
    const blocks: Record<string, Record<string, string>> = {};
    let current: Record<string, string> = {};
    for (const line of file.split('\n').slice(1).filter(Boolean)) {
      if (!line.startsWith(' ')) {
        current = blocks[line] = {};
        continue;
      }
      expect(line).toMatch(/^ {2}[a-z-]+: \S/);
      const at = line.indexOf(': ');
      current[line.slice(2, at)] = line.slice(at + 2);
    }
    return blocks;
  }

  it('`_headers` applies every page header to every path, and caches the hashed files for good', () => {
    expect(headersFile()).toMatch(/^# /);
    expect(headerBlocks(headersFile())).toEqual({
      '/*': pageSecurityHeaders(),
      '/_astro/*': { 'cache-control': 'public, max-age=31536000, immutable' },
    });
  });

  it('the nginx snippet adds every header on all answers, quoted for nginx, and not on the proxied API', () => {
    const snippet = nginxSnippet();
    for (const [name, value] of Object.entries(pageSecurityHeaders())) {
      expect(snippet).toContain(`add_header ${name} "${value.replaceAll('"', '\\"')}" always;`);
    }
    const api = snippet.slice(
      snippet.indexOf('location /api/ {'),
      snippet.indexOf('}', snippet.indexOf('location /api/ {')),
    );
    // Any add_header in a location stops nginx inheriting the server's: the API keeps its own policy.
    expect(api).toMatch(/add_header /);
    expect(api).not.toContain('content-security-policy');
  });

  it('the nginx snippet caches the hashed files for good and keeps the security headers on them', () => {
    const snippet = nginxSnippet();
    const start = snippet.indexOf('location ^~ /_astro/ {');
    expect(start).toBeGreaterThan(-1);
    const hashed = snippet.slice(start, snippet.indexOf('\n}', start));
    expect(hashed).toContain('add_header cache-control "public, max-age=31536000, immutable";');
    for (const name of Object.keys(pageSecurityHeaders())) expect(hashed).toContain(`add_header ${name} `);
  });
});
