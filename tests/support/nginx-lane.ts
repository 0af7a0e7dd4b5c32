import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { X509Certificate, createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import http2 from 'node:http2';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { PROJECT_ROOT } from '../../server/publish/runner.ts';

/**
 * nginx as docs/deploy.md tells an operator to run it, for the production-shaped system test:
 * Debian's nginx (installed by .ci/run) as an unprivileged foreground process with a prefix of its
 * own, the server block copied from docs/deploy.md with only addresses and paths replaced, over TLS
 * with a certificate made here, and an HTTP/2 client that trusts it.
 */

const NGINX = process.env.NGINX_BIN || '/usr/sbin/nginx';
const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'].map((file) =>
  path.join('/usr/lib/nginx/modules', file),
);
const run = promisify(execFile);

const deployDoc = () => fs.readFile(path.join(PROJECT_ROOT, 'docs', 'deploy.md'), 'utf8');

/** The ```nginx block of docs/deploy.md: what an operator copies. */
export async function deployDocBlock(): Promise<string> {
  const block = /```nginx\n([\s\S]*?)```/.exec(await deployDoc())?.[1];
  if (!block) throw new Error('docs/deploy.md has no ```nginx block');
  return block;
}

/** The builder's PUBLISH_HOOK as docs/deploy.md gives it (publishing into nginx's root), with the lane's root. */
export async function deployDocHook(root: string): Promise<string> {
  const hook = /^\s*PUBLISH_HOOK='([^']+)'/m.exec(await deployDoc())?.[1];
  if (!hook) throw new Error("docs/deploy.md has no PUBLISH_HOOK='…' line for the builder");
  return replaceExamples(hook, [['/srv/lihda/dist', root]]);
}

/** Replaces each of the doc's example values; one the doc no longer has fails, so the test and the doc move together. */
function replaceExamples(block: string, replacements: Array<[string, string]>): string {
  return replacements.reduce((text, [example, value]) => {
    if (!text.includes(example)) throw new Error(`docs/deploy.md's nginx block no longer has "${example}"`);
    return text.replaceAll(example, value);
  }, block);
}

export interface LaneAddresses {
  /** The folder nginx serves: where the builder writes the site. */
  root: string;
  port: number;
  apiPorts: [number, number];
  certificate: { cert: string; key: string };
}

/** A whole nginx.conf: the lane's own files and modules, then the doc's block as it is, in http { }. */
export async function laneConfig(prefix: string, addresses: LaneAddresses): Promise<string> {
  const block = replaceExamples(await deployDocBlock(), [
    ['10.0.0.11:4321', `127.0.0.1:${addresses.apiPorts[0]}`],
    ['10.0.0.12:4321', `127.0.0.1:${addresses.apiPorts[1]}`],
    ['listen 443 ', `listen 127.0.0.1:${addresses.port} `],
    ['/srv/lihda/dist', addresses.root],
    ['/etc/ssl/lihda/shop.pem', addresses.certificate.cert],
    ['/etc/ssl/lihda/shop.key', addresses.certificate.key],
  ]);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `    ${kind}_temp_path ${path.join(prefix, 'temp', kind)};`,
  );
  return [
    ...BROTLI_MODULES.map((module) => `load_module ${module};`),
    'worker_processes 1;',
    `pid ${path.join(prefix, 'nginx.pid')};`,
    `error_log ${path.join(prefix, 'error.log')} warn;`,
    'events { worker_connections 512; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    `    access_log ${path.join(prefix, 'access.log')};`,
    ...temp,
    block,
    '}',
    '',
  ].join('\n');
}

/** A certificate for 127.0.0.1, valid two days, made with openssl. */
export async function selfSignedCertificate(dir: string): Promise<{ cert: string; key: string }> {
  const cert = path.join(dir, 'shop.pem');
  const key = path.join(dir, 'shop.key');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  return { cert, key };
}

/**
 * Chromium's flag that accepts exactly this certificate: the SHA-256 of its public key, base64
 * (Chromium honours it with a user data directory of its own, which Playwright and Lighthouse give it).
 */
export async function trustCertificateFlag(certFile: string): Promise<string> {
  const spki = new X509Certificate(await fs.readFile(certFile)).publicKey.export({ type: 'spki', format: 'der' });
  return `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`;
}

export interface Nginx {
  child: ChildProcess;
  /** Its error log, for failure messages. */
  errors(): Promise<string>;
  stop(): Promise<void>;
}

/** As root (CI), nginx runs as nobody: its own files are given to it. */
const NOBODY = 65_534;
const asRoot = process.getuid?.() === 0;
const unprivileged = (program: string, args: string[]): [string, string[]] =>
  asRoot
    ? ['setpriv', ['--reuid', String(NOBODY), '--regid', String(NOBODY), '--clear-groups', '--', program, ...args]]
    : [program, args];

/**
 * nginx in the foreground as an unprivileged user (it ends with the test), its configuration checked
 * first with `nginx -t`. The site and the certificate must be readable by that user; the key is given to it.
 */
export async function startNginx(prefix: string, config: string, key: string): Promise<Nginx> {
  await Promise.all(
    ['temp/client_body', 'temp/proxy', 'temp/fastcgi', 'temp/uwsgi', 'temp/scgi'].map((dir) =>
      fs.mkdir(path.join(prefix, dir), { recursive: true }),
    ),
  );
  const file = path.join(prefix, 'nginx.conf');
  await fs.writeFile(file, config);
  if (asRoot) await run('chown', ['-R', `${NOBODY}:${NOBODY}`, prefix, key]);
  const args = ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', file];
  await run(...unprivileged(NGINX, ['-t', '-q', ...args])).catch((error: Error & { stderr?: string }) => {
    throw new Error(`nginx refused the configuration: ${error.stderr ?? error.message}\n${config}`);
  });
  const child = spawn(...unprivileged(NGINX, [...args, '-g', 'daemon off;']), { stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    errors: () => fs.readFile(path.join(prefix, 'error.log'), 'utf8').catch(() => ''),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}

export interface H2Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  /** The body as sent (compressed when content-encoding says so). */
  raw: Buffer;
  /** The body decoded. */
  text: string;
}

export interface H2Client {
  request(
    method: 'GET' | 'POST',
    urlPath: string,
    options?: { headers?: Record<string, string>; body?: string },
  ): Promise<H2Answer>;
  /** The protocol TLS agreed on (h2). */
  alpn(): string | false | undefined;
  close(): void;
}

function decode(raw: Buffer, encoding: string | string[] | undefined): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(raw).toString('utf8');
  return raw.toString('utf8');
}

async function openSession(origin: string, ca: Buffer): Promise<http2.ClientHttp2Session> {
  const session = http2.connect(origin, { ca });
  await new Promise<void>((resolve, reject) => {
    session.once('connect', () => resolve());
    session.once('error', reject);
  });
  return session;
}

/** nginx refused the stream unprocessed (it was closing the connection): safe to send again on a new one. */
const refusedStream = (error: unknown) =>
  (error as { code?: string }).code === 'ERR_HTTP2_STREAM_ERROR' && /REFUSED_STREAM/.test(String(error));

/**
 * One HTTP/2 connection that trusts only `ca`: requests share it, as a browser's do. Like a browser,
 * it opens a new one when nginx has closed it (keepalive_timeout, 75 s idle, e.g. during a build) or
 * is closing it (a GOAWAY after http2's 1000 requests on one connection), and sends a request nginx
 * refused unprocessed on the new one.
 */
export async function h2Connect(origin: string, ca: string): Promise<H2Client> {
  const authority = await fs.readFile(ca);
  let closing = false;
  const open = async () => {
    const opened = await openSession(origin, authority);
    closing = false;
    opened.once('goaway', () => {
      closing = true;
    });
    return opened;
  };
  let session = await open();
  const live = async () => {
    if (closing || session.closed || session.destroyed) session = await open();
    return session;
  };
  const send = async (...args: Parameters<H2Client['request']>): Promise<H2Answer> => {
    try {
      return await sendOn(await live(), ...args);
    } catch (error) {
      if (!refusedStream(error)) throw error;
      closing = true;
      return sendOn(await live(), ...args);
    }
  };
  return {
    request: send,
    alpn: () => (session.socket as unknown as { alpnProtocol?: string | false }).alpnProtocol,
    close: () => session.close(),
  };
}

function sendOn(
  current: http2.ClientHttp2Session,
  ...[method, urlPath, options = {}]: Parameters<H2Client['request']>
): Promise<H2Answer> {
  return new Promise((resolve, reject) => {
    const stream = current.request({ ':method': method, ':path': urlPath, ...options.headers });
    const chunks: Buffer[] = [];
    let headers: http2.IncomingHttpHeaders = {};
    stream.on('response', (h) => {
      headers = h;
    });
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', reject);
    stream.on('end', () => {
      const raw = Buffer.concat(chunks);
      resolve({ status: Number(headers[':status']), headers, raw, text: decode(raw, headers['content-encoding']) });
    });
    stream.end(options.body);
  });
}

/** An API answer through nginx: the status and the envelope. */
export interface H2ApiAnswer<T> {
  status: number;
  body: { code: number; msg: string; data: T };
}

/** POST /api/{name} with a JSON body through the client; nginx's own 502 page (HTML) becomes code 502. */
export async function h2Api<T>(
  client: H2Client,
  name: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<H2ApiAnswer<T>> {
  const answer = await client.request('POST', `/api/${name}`, {
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body ?? {}),
  });
  // The request never reached a process that answered it.
  if (answer.status === 502) return { status: 502, body: { code: 502, msg: answer.text, data: undefined as T } };
  return { status: answer.status, body: JSON.parse(answer.text) as H2ApiAnswer<T>['body'] };
}
