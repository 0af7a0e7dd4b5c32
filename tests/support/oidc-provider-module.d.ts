/**
 * The part of oidc-provider (no types of its own, none installed) that tests/support/oidc-provider.ts
 * uses, typed by its documentation.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  interface KoaContext {
    path: string;
    status: number;
    body: unknown;
    req: IncomingMessage;
    res: ServerResponse;
    redirect(url: string): void;
    oidc: {
      session?: { accountId?: string };
      client?: { clientId: string };
      provider: { Grant: new (init: { clientId: string; accountId: string }) => Grant };
    };
  }

  interface Interaction {
    uid: string;
    params: Record<string, unknown>;
  }

  interface Configuration {
    clients: Array<Record<string, unknown>>;
    jwks: { keys: unknown[] };
    pkce?: { required: () => boolean };
    features?: Record<string, { enabled: boolean }>;
    claims?: Record<string, string[]>;
    interactions?: { url: (ctx: KoaContext, interaction: Interaction) => string };
    findAccount: (ctx: KoaContext, sub: string) => { accountId: string; claims: () => Record<string, unknown> };
    loadExistingGrant?: (ctx: KoaContext) => Promise<Grant | undefined>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    proxy: boolean;
    use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
  }
}
