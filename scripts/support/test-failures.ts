/**
 * The failed tests of a vitest or Playwright JSON report, a line each (file, test and the error's first
 * line), for the end of `npm test` (scripts/test.ts): CI keeps only the tail of a run's output, and the
 * table alone says how many failed, not which.
 */
import path from 'node:path';

type Json = Record<string, unknown>;

// Playwright colours its messages whatever FORCE_COLOR says.
const ANSI_COLOUR = /\u001b\[[0-9;]*m/g;
const firstLine = (text: unknown) =>
  String(text ?? '')
    .replace(ANSI_COLOUR, '')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 300) ?? '';

interface VitestFile {
  name: string;
  status: string;
  message?: string;
  assertionResults: Array<{ fullName: string; status: string; failureMessages?: string[] }>;
}

export function vitestFailures(report: Json): string[] {
  return (report.testResults as VitestFile[]).flatMap((file) => {
    const where = path.relative(process.cwd(), file.name);
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed outside its tests (an import, a hook) has a message and no failed test.
    return tests.length === 0 && file.status === 'failed' ? [`${where}: ${firstLine(file.message)}`] : tests;
  });
}

interface PlaywrightSuite {
  title: string;
  file: string;
  suites?: PlaywrightSuite[];
  specs?: Array<{
    title: string;
    tests: Array<{ status: string; results: Array<{ errors: Array<{ message?: string }> }> }>;
  }>;
}

export function playwrightFailures(report: Json): string[] {
  const walk = (suite: PlaywrightSuite, titles: string[]): string[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map(
          (test) =>
            `${suite.file} › ${[...titles, spec.title].join(' › ')}: ${firstLine(test.results.at(-1)?.errors[0]?.message)}`,
        ),
    ),
    ...(suite.suites ?? []).flatMap((inner) => walk(inner, [...titles, inner.title])),
  ];
  const errors = ((report.errors ?? []) as Array<{ message?: string }>).map(
    (error) => `browser: ${firstLine(error.message)}`,
  );
  return [...errors, ...(report.suites as PlaywrightSuite[]).flatMap((suite) => walk(suite, []))];
}
