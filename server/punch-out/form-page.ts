import { createHash } from 'node:crypto';
import { pick, type BilingualText } from '#contract/i18n/text.ts';

/**
 * The page that posts a transferred basket to the procurement system: a form of hidden fields that
 * submits itself (a button when scripts are off). Its own policy allows that one script, by hash,
 * and a form post to the return address's origin alone; no page of the shop may post elsewhere.
 */

const SUBMIT_SCRIPT = 'document.forms[0].submit();';
const SCRIPT_HASH = createHash('sha256').update(SUBMIT_SCRIPT).digest('base64');

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export interface FormPage {
  html: string;
  csp: string;
}

export function basketFormPage(
  action: string,
  fields: ReadonlyArray<{ name: string; value: string }>,
  words: { title: BilingualText; button: BilingualText },
  language: 'en' | 'zh-cn',
): FormPage {
  const inputs = fields
    .map((f) => `<input type="hidden" name="${escapeHtml(f.name)}" value="${escapeHtml(f.value)}">`)
    .join('\n');
  const html = `<!doctype html>
<html lang="${language === 'zh-cn' ? 'zh-CN' : 'en'}">
<meta charset="utf-8">
<title>${escapeHtml(pick(words.title, language))}</title>
<form method="post" action="${escapeHtml(action)}" target="_top">
${inputs}
<p>${escapeHtml(pick(words.title, language))}</p>
<button type="submit">${escapeHtml(pick(words.button, language))}</button>
</form>
<script>${SUBMIT_SCRIPT}</script>
</html>
`;
  const csp = `default-src 'none'; script-src 'sha256-${SCRIPT_HASH}'; form-action ${new URL(action).origin}; base-uri 'none'; frame-ancestors 'none'`;
  return { html, csp };
}
