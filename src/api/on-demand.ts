/**
 * One call of an API module (src/api/*.ts) that loads the module on its first use rather than with
 * the page: the header and footer of every page make their calls only after the buyer acts, so the
 * calls' code (src/api/call.ts and the modules, about 1 KB gzip) need not come with every page.
 * `onDemand(() => import('./account.ts'), 'userLogout')` has the type of account.ts's userLogout.
 */
export function onDemand<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  return (async (...args: unknown[]) => {
    const module = await load();
    return (module[name] as (...args: unknown[]) => unknown)(...args);
  }) as M[K];
}
