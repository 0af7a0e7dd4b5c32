import fs from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { scriptJson } from '../../src/lib/script-json.ts';

/** What a browser makes of a page holding the block: the block's JSON and whatever else it found. */
function parsePage(block: string): { json: unknown; metas: number; paragraphs: number } {
  const window = new Window();
  window.document.body.innerHTML = `<script type="application/ld+json">${block}</script><p>after</p>`;
  const script = window.document.querySelector('script')!;
  const result = {
    json: JSON.parse(script.textContent ?? ''),
    metas: window.document.querySelectorAll('meta').length,
    paragraphs: window.document.querySelectorAll('p').length,
  };
  window.close();
  return result;
}

describe('JSON in a script element', () => {
  const hostile = {
    '@type': 'BreadcrumbList',
    name: 'Clamps</script><meta http-equiv="refresh" content="0;url=https://evil.example/"><script>',
    description: 'A & B <!-- x --> \u2028 line \u2029 para',
  };

  it('keeps a name that closes the script inside the block, with its value unchanged', () => {
    const page = parsePage(scriptJson(hostile));
    expect(page.metas).toBe(0);
    expect(page.paragraphs).toBe(1);
    expect(page.json).toEqual(hostile);
  });

  it('leaves no <, >, &, U+2028 or U+2029 in the text', () => {
    expect(scriptJson(hostile)).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('is the only way the site writes JSON-LD', () => {
    const root = path.resolve(import.meta.dirname, '../../src');
    const writers = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.astro') || file.endsWith('.tsx'))
      .filter((file) => fs.readFileSync(path.join(root, file), 'utf8').includes('application/ld+json'));
    expect(writers).toEqual([path.join('components', 'seo', 'JsonLd.astro')]);
  });
});
