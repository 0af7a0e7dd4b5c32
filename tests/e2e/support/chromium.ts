/** Debian's Chromium (Playwright downloads no browser here), shared by the browser tests and Lighthouse. */
export const chromiumPath = '/usr/bin/chromium';

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
