import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '#contract/rules/markdown.ts';

describe('renderMarkdown', () => {
  it('renders headings, lists, links and tables', async () => {
    const html = await renderMarkdown('## Title\n\n- one\n- [two](/about)\n\n| a | b |\n|---|---|\n| 1 | 2 |\n');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<a href="/about">two</a>');
    expect(html).toContain('<table>');
    expect(html).toContain('<td>2</td>');
  });

  it('drops raw HTML, scripts, event handlers and javascript: links', async () => {
    const html = await renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
  });
});
