import fs from 'node:fs';

/** Debian's Chromium (Playwright downloads no browser here): Lighthouse and looking at pages by hand. */
export const chromiumPath = '/usr/bin/chromium';

/**
 * The browser tests' Chromium: Debian's build of Chromium's headless shell (package
 * chromium-headless-shell, which .ci/run installs), the same Blink and V8 as chromiumPath without the
 * browser's own layers, as Playwright itself uses for headless runs. It loads a page for about half
 * the CPU, and the browser suite is most of npm test's CPU on two cores. Without it, the full browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const testChromiumPath = fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath;

/** No sandbox (root in a container), no GPU, and no background traffic to hosts this machine cannot reach. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
