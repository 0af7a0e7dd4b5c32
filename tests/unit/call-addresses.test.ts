import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { addressModule } from '../../build/call-addresses.ts';

const callsDir = path.resolve('contract/calls');
const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'call-addresses-'));
afterAll(() => fs.rm(scratch, { recursive: true, force: true }));

/** Writes the address module of a calls file and loads it, as the browser would. */
async function loadAddressModule(file: string) {
  const realFile = path.join(callsDir, file);
  const real = (await import(pathToFileURL(realFile).href)) as Record<string, unknown>;
  const code = addressModule(real, realFile);
  const written = path.join(scratch, file.replace(/\.ts$/, '.mjs'));
  await fs.writeFile(written, code);
  return { real, code, browser: (await import(pathToFileURL(written).href)) as Record<string, unknown> };
}

const callFiles = (await fs.readdir(callsDir)).filter((file) => file.endsWith('.ts'));

describe('the browser face of contract/calls (build/call-addresses.ts)', () => {
  it.each(callFiles)('%s: every declaration keeps its path and method, and nothing else', async (file) => {
    const { real, browser } = await loadAddressModule(file);
    expect(Object.keys(browser).sort()).toEqual(Object.keys(real).sort());
    for (const [name, value] of Object.entries(real)) {
      const declaration = value as { path?: unknown; caller?: unknown; method?: unknown };
      if (typeof declaration.path !== 'string' || typeof declaration.caller !== 'string') continue;
      expect(browser[name], name).toEqual(
        declaration.method ? { path: declaration.path, method: declaration.method } : { path: declaration.path },
      );
    }
  });

  it('writes calls and lists of words as literals, which need no TypeBox', async () => {
    const { code, browser } = await loadAddressModule('order-history.ts');
    expect(code).toContain('export const orderList = {"path":"pri/orderList"};');
    expect(code).toMatch(/^export const ORDER_STAGES = \["awaitingApproval",/m);
    expect(code).not.toContain('typebox');
    expect(browser.ORDER_STAGES).toEqual((await import('#contract/calls/order-history.ts')).ORDER_STAGES);
  });

  it('leaves schemas and field builders to the real module, so a page using one still gets it whole', async () => {
    const { code, browser, real } = await loadAddressModule('editor-company.ts');
    expect(code).toContain(
      `export { companyInfoFields } from ${JSON.stringify(path.join(callsDir, 'editor-company.ts'))};`,
    );
    expect(browser.companyInfoFields).toBe(real.companyInfoFields);
    const { browser: register, real: realRegister } = await loadAddressModule('register.ts');
    expect(register.newPasswordField).toBe(realRegister.newPasswordField);
  });

  it('keeps the GET of a call that takes no body', async () => {
    const { browser } = await loadAddressModule('login.ts');
    expect(Object.values(browser)).toContainEqual({ path: expect.any(String), method: 'GET' });
  });
});
