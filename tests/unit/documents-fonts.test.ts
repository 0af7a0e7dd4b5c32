import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const fontsDir = new URL('../../server/documents/fonts/', import.meta.url);

/** The README's table: each font file and the checksum of the package file it was copied from. */
function documentedChecksums(): Map<string, string> {
  const readme = fs.readFileSync(new URL('README.md', fontsDir), 'utf8');
  const rows = [...readme.matchAll(/^\| `([^`]+\.woff2)` \| `[^`]+` \| `([0-9a-f]{64})` \|$/gm)];
  return new Map(rows.map(([, file, sha]) => [file!, sha!]));
}

describe('the PDF fonts', () => {
  it('are the package files the README names, byte for byte, and every font file is listed', () => {
    const listed = documentedChecksums();
    const present = fs
      .readdirSync(fontsDir)
      .filter((name) => name.endsWith('.woff2'))
      .sort();
    expect([...listed.keys()].sort()).toEqual(present);
    for (const [file, sha] of listed) {
      expect(
        createHash('sha256')
          .update(fs.readFileSync(new URL(file, fontsDir)))
          .digest('hex'),
        file,
      ).toBe(sha);
    }
  });
});
