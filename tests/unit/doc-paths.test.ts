import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

// A newcomer follows the docs to the code: every repo path a doc names must exist (a pattern such as
// tests/api/account-*.test.ts must match at least one file), and nothing sends them to an issue
// tracker they cannot see: no doc, comment or test cites an issue number.

const ROOTS = ['server', 'src', 'tests', 'scripts', 'contract', 'docs', 'public', 'build', '.ci'];
const PATH = new RegExp(
  String.raw`(?<![\w./@#-])((?:${ROOTS.map((r) => r.replace('.', '\\.')).join('|')})/[\w./*\[\]-]*[\w*\]/])`,
  'g',
);

const docs = ['README.md', ...fs.globSync('docs/**/*.md'), ...fs.globSync('server/**/README.md')];

function named(text: string): string[] {
  // A Markdown link's text ends in "]"; a path of Astro's routes ([...locale]) holds both brackets.
  return [...text.matchAll(PATH)]
    .map(([, path]) => path!.replace(/[.]+$/, ''))
    .map((path) => (path.endsWith(']') && !path.includes('[') ? path.slice(0, -1) : path));
}

const exists = (path: string) => (path.includes('*') ? fs.globSync(path).length > 0 : fs.existsSync(path));

describe('the docs', () => {
  it('are found', () => {
    expect(docs.length).toBeGreaterThan(20);
  });

  for (const doc of docs) {
    it(`${doc} names only paths that exist`, () => {
      const missing = named(fs.readFileSync(doc, 'utf8')).filter((path) => !exists(path));
      expect(missing).toEqual([]);
    });
  }
});

/** The word issue and a number: a reference to a tracker outside the repo. */
const ISSUE_NUMBER = /\bissues? #?\d+/i;
const CODE_ROOTS = ['build', 'contract', 'src', 'server', 'scripts', 'tests', '.ci'];
const codeFiles = CODE_ROOTS.flatMap((root) => fs.globSync(`${root}/**/*.{ts,tsx,astro,mjs,cjs,css}`)).concat([
  'astro.config.mjs',
  '.dependency-cruiser.cjs',
  'vitest.config.ts',
  'playwright.config.ts',
  '.ci/run',
]);

describe('references', () => {
  it('cite no issue number in the docs or the code', () => {
    const citing = [...docs, ...codeFiles].filter((file) => ISSUE_NUMBER.test(fs.readFileSync(file, 'utf8')));
    expect(codeFiles.length).toBeGreaterThan(500);
    expect(citing).toEqual([]);
  });
});

/** docs/spec.md's sections, as Markdown renderers name their anchors (lower case, spaces to hyphens). */
const specSections = new Set(
  [...fs.readFileSync('docs/spec.md', 'utf8').matchAll(/^#{2,3} (.+)$/gm)].map(([, title]) =>
    title!
      .toLowerCase()
      .replace(/[^\w\s-]/g, '')
      .replace(/\s+/g, '-'),
  ),
);
/** A pointer to a section: docs/spec.md#calls, or a further section of the same pointer (#states). */
const SPEC_POINTER = /docs\/spec\.md((?:#[\w-]+|,? #[\w-]+| and #[\w-]+)*)/g;
/** Words that lean on the product specification without saying where its rule is written. */
const BARE_SPEC = /\bthe spec\b|\bspec's\b|\bspec'd\b|\bspec section/i;

describe('the product rules', () => {
  const files = [...docs, ...codeFiles];

  it('are written in docs/spec.md, in sections', () => {
    expect([...specSections]).toEqual(expect.arrayContaining(['routes', 'fields', 'calls', 'errors', 'constants']));
  });

  it('are pointed to by section, and every pointer names a section that exists', () => {
    const pointers = files.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(SPEC_POINTER)].flatMap(([, sections]) =>
        [...sections!.matchAll(/#([\w-]+)/g)].map(([, section]) => ({ file, section: section! })),
      ),
    );
    expect(pointers.length).toBeGreaterThan(40);
    expect(pointers.filter(({ section }) => !specSections.has(section))).toEqual([]);
  });

  it('are never cited without saying where they are written', () => {
    const bare = files.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ file, line: index + 1, text: line }))
        .filter(({ text }) => BARE_SPEC.test(text) && !text.includes('docs/spec.md')),
    );
    expect(bare).toEqual([]);
  });
});
