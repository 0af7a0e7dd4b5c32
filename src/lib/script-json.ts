/**
 * JSON inside a page's `<script>` element: schema.org blocks, and data a page's script reads.
 * JSON.stringify alone lets a name holding `</script>` end the block and put markup in the page;
 * escaping `<`, `>` and `&` as \u escapes keeps the JSON the same value while no HTML parser sees a
 * tag, and U+2028/U+2029 are escaped for old JavaScript parsers that read them as line ends.
 */
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => ESCAPES[character]!);
}
