import type { MailBlock, MailBody, ShopIdentity } from './blocks.ts';
import type { Language } from '#contract/i18n/text.ts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const FOOTER_LABELS = {
  en: { vat: 'VAT number', notice: 'You receive this e-mail because of your account at {shop}.' },
  'zh-cn': { vat: '增值税号', notice: '您收到此邮件，是因为您在 {shop} 的账户。' },
} as const;

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** A subject is one line: line breaks (a header-injection attempt in a name) become spaces. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

function footerLines(shop: ShopIdentity, language: Language): string[] {
  const labels = FOOTER_LABELS[language];
  return [
    shop.name,
    shop.addressLines.filter(Boolean).join(', '),
    [shop.telephone, shop.email].filter(Boolean).join(' · '),
    `${labels.vat}: ${shop.vatNo}`,
    labels.notice.replace('{shop}', shop.name),
  ];
}

function blockText(block: MailBlock): string {
  if ('paragraph' in block) return block.paragraph;
  if ('action' in block) return `${block.action.label}:\n${block.action.href}`;
  return [block.table.head, ...block.table.rows].map((cells) => cells.join('  |  ')).join('\n');
}

const CELL = 'style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:left"';

function blockHtml(block: MailBlock): string {
  if ('paragraph' in block)
    return `<p style="margin:0 0 16px">${escapeHtml(block.paragraph).replace(/\n/g, '<br>')}</p>`;
  if ('action' in block) {
    const href = escapeHtml(block.action.href);
    return (
      `<p style="margin:0 0 16px"><a href="${href}" style="display:inline-block;padding:10px 18px;background:#0b4f8a;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(block.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:12px;color:#555">${href}</p>`
    );
  }
  const head = block.table.head.map((cell) => `<th ${CELL}>${escapeHtml(cell)}</th>`).join('');
  const rows = block.table.rows
    .map((row) => `<tr>${row.map((cell) => `<td ${CELL}>${escapeHtml(cell)}</td>`).join('')}</tr>`)
    .join('');
  return `<table style="border-collapse:collapse;margin:0 0 16px;font-size:14px"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

/** The message as plain text and as HTML (inline styles, no remote images), with the shop's footer. */
export function renderMail(body: MailBody, shop: ShopIdentity, language: Language): RenderedMail {
  const footer = footerLines(shop, language);
  const text = [...body.blocks.map(blockText), '--', ...footer].join('\n\n');
  const lang = language === 'zh-cn' ? 'zh-CN' : 'en-GB';
  const html =
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(oneLine(body.subject))}</title></head>` +
    '<body style="margin:0;padding:24px;font-family:Arial,\'Microsoft YaHei\',sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">' +
    `<div style="max-width:640px;margin:0 auto">${body.blocks.map(blockHtml).join('')}` +
    `<hr style="border:none;border-top:1px solid #ccc;margin:24px 0"><div style="font-size:12px;color:#555">${footer.map((line) => `<p style="margin:0 0 4px">${escapeHtml(line)}</p>`).join('')}</div>` +
    '</div></body></html>';
  return { subject: oneLine(body.subject), text, html };
}
