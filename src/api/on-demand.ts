/**
 * One call of an API module (src/api/*.ts) that loads the module on its first use rather than with
 * the page: a module's call declarations carry their TypeBox schemas (about 12 KB gzip), which the
 * header and footer of every page would otherwise load before the buyer has done anything.
 * `onDemand(() => import('./account.ts'), 'userLogout')` has the type of account.ts's userLogout.
 */
export function onDemand<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  return (async (...args: unknown[]) => {
    const module = await load();
    return (module[name] as (...args: unknown[]) => unknown)(...args);
  }) as M[K];
}
