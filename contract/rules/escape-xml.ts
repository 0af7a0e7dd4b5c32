/** Text made safe between the tags of generated SVG or XML (the shop's drawings). */
export const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
