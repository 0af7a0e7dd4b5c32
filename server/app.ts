import zlib from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Db } from './db/connect.ts';
import { installErrorHandlers } from './http/error-handler.ts';
import { AJV_OPTIONS } from './http/form-keywords.ts';
import { sharedCompilers } from './http/schema-compilers.ts';
import { requestContext } from './http/request-context.ts';
import { firstRefusal } from './http/schema-errors.ts';
import { apiSecurityHeaders } from '#contract/site/security-headers.ts';
import { DEFAULT_STOCK_HOLDS, type StockHoldSettings, type StripeSettings } from './config.ts';
import { vatRegistries, type VatCheckSettings, type VatRegistry } from './tax/vat-number-online.ts';
import { mailService, type MailServiceOptions } from './mail/mail-service.ts';
import { stockHoldKeeper } from './shop/stock-hold-keeper.ts';
import { quoteExpiryKeeper } from './quotes/quote-expiry.ts';
import { stripeGateway, type CardGateway } from './payments/card-gateway.ts';
import { addressRoutes } from './routes/pri/addresses.ts';
import { basketRoutes } from './routes/pri/basket.ts';
import { buyerPriceRoutes } from './routes/pri/buyer-prices.ts';
import { quoteRoutes } from './routes/pri/quotes.ts';
import { bomRoutes } from './routes/pri/bom.ts';
import { partsListRoutes } from './routes/pri/parts-lists.ts';
import { punchOutSessionRoutes } from './routes/pri/punch-out.ts';
import { punchOutRoutes } from './routes/punch-out.ts';
import { customerPartNoRoutes } from './routes/pri/customer-part-numbers.ts';
import { editorRoutes } from './routes/editor/index.ts';
import { staffRoutes } from './routes/staff/index.ts';
import { statementRoutes } from './routes/statement-routes.ts';
import { browseHistoryRoutes } from './routes/pri/browse-history.ts';
import { accountPaymentRoutes } from './routes/pri/account-payments.ts';
import { companyCreditRoutes } from './routes/pri/company-credit.ts';
import { messageRoutes } from './routes/pri/messages.ts';
import { orderHistoryRoutes } from './routes/pri/order-history.ts';
import { returnRoutes } from './routes/pri/returns.ts';
import { profileRoutes } from './routes/pri/profile.ts';
import { secondFactorRoutes } from './routes/pri/second-factor.ts';
import { secondFactorAdminRoutes } from './routes/second-factor-admin.ts';
import { teamRoutes } from './routes/pri/team.ts';
import { taxNumberRoutes } from './routes/pri/tax-numbers.ts';
import { setupReviewRoutes } from './routes/pri/setup-review.ts';
import { orderRoutes } from './routes/pri/orders.ts';
import { userInfoRoutes } from './routes/pri/user-info.ts';
import { catalogueRoutes } from './routes/unpri/catalogue.ts';
import { companyRoutes } from './routes/unpri/company.ts';
import { contentRoutes } from './routes/unpri/content.ts';
import { downloadRoutes } from './routes/unpri/downloads.ts';
import { imageRoutes } from './routes/unpri/images.ts';
import { pictureRoutes } from './routes/unpri/pictures.ts';
import { loginRoutes } from './routes/unpri/login.ts';
import { secondFactorLoginRoutes } from './routes/unpri/second-factor-login.ts';
import { signOnRoutes } from './routes/unpri/sign-on.ts';
import { DEVELOPMENT_SECRETS_KEY } from './auth/secrets-key.ts';
import type { SignOnSettings } from './sign-on/settings.ts';
import { menuRoutes } from './routes/unpri/menu.ts';
import { emailVerificationRoutes } from './routes/unpri/email-verification.ts';
import { passwordResetRoutes } from './routes/unpri/password-reset.ts';
import { registerRoutes } from './routes/unpri/register.ts';
import { searchRoutes } from './routes/unpri/search.ts';
import { stripeWebhookRoutes } from './routes/unpri/stripe-webhook.ts';
import { subscriberRoutes } from './routes/unpri/subscriber.ts';
import { suggestRoutes } from './routes/unpri/suggest.ts';
import { probeRoutes } from './routes/probes.ts';

/** JSON bodies of this API are small forms; anything larger is refused before it is parsed. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * A request must arrive whole within this time (a CSV import of the largest size on a slow line
 * takes a few seconds), so a caller trickling bytes cannot hold connections open for ever.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
/** A connection that sends nothing for this long is closed. */
export const CONNECTION_TIMEOUT_MS = 60_000;
/** The request line and headers must arrive within this time: a browser sends them in one packet. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** How often Node looks for requests past those times, so one is cut off at most this much late. */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

export interface AppOptions {
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** One log line per request; off by default (errors are always logged). */
  logRequests?: boolean;
  /** Whom to believe about X-Forwarded-For (per-address login limits): see ServerConfig.trustProxy. */
  trustProxy?: boolean | string;
  /** Card payments: off unless the keys are given (see StripeSettings). */
  stripe?: StripeSettings;
  /** E-mail: the outbox worker runs only when this is given (start-api.ts always gives it). */
  mail?: MailServiceOptions;
  /** How unpaid orders hold stock (server/shop/stock-holds.ts); the defaults when not given. */
  stockHolds?: StockHoldSettings;
  /** How often the quote expiry runs beside the outbox worker (ServerConfig.quoteExpiryEveryMs); its default when not given. */
  quoteExpiryEveryMs?: number;
  /** The online VAT-number check; off (none) unless given. */
  vatCheck?: VatCheckSettings;
  /** The OpenAPI pages at /api/docs; on unless turned off (the config does under NODE_ENV=production). */
  apiDocs?: boolean;
  /** The key sealing secrets at rest (server/auth/secrets-key.ts): the development key when not given, null for none. */
  secretsKey?: Buffer | null;
  /** The shop's public address, which sign-on providers return to; unset, each request's own origin. */
  siteUrl?: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Stripe, or null when card payments are not set up. */
    cardGateway: CardGateway | null;
    stockHolds: StockHoldSettings;
    /** The registers a buyer's VAT number is checked at online; none: kept as format checked. */
    vatRegistries: VatRegistry[];
    /** Seals authenticator secrets (server/auth/second-factor/totp-secret.ts); null: none can be set up. */
    secretsKey: Buffer | null;
    signOn: SignOnSettings;
  }
}

async function apiRoutes(api: FastifyInstance): Promise<void> {
  installErrorHandlers(api);
  // A POST without a body is a call with no fields: it is read as {}, as the client sends it.
  api.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && (request.body === undefined || request.body === null)) request.body = {};
  });
  // The API never serves a page to frame or a script to run (its docs pages keep helmet's defaults).
  const securityHeaders = apiSecurityHeaders();
  api.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/docs')) reply.headers(securityHeaders);
    // Answers depend on the token and carry private data: nothing may keep them unless the call
    // says otherwise (images and downloads, which are the same for everyone).
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  const routeGroups = [
    probeRoutes,
    companyRoutes,
    menuRoutes,
    catalogueRoutes,
    searchRoutes,
    suggestRoutes,
    contentRoutes,
    imageRoutes,
    downloadRoutes,
    pictureRoutes,
    subscriberRoutes,
    loginRoutes,
    secondFactorLoginRoutes,
    signOnRoutes,
    registerRoutes,
    passwordResetRoutes,
    emailVerificationRoutes,
    userInfoRoutes,
    browseHistoryRoutes,
    basketRoutes,
    buyerPriceRoutes,
    customerPartNoRoutes,
    addressRoutes,
    orderRoutes,
    quoteRoutes,
    bomRoutes,
    partsListRoutes,
    punchOutSessionRoutes,
    profileRoutes,
    secondFactorRoutes,
    secondFactorAdminRoutes,
    orderHistoryRoutes,
    returnRoutes,
    teamRoutes,
    taxNumberRoutes,
    setupReviewRoutes,
    messageRoutes,
    accountPaymentRoutes,
    companyCreditRoutes,
    stripeWebhookRoutes,
    editorRoutes,
    staffRoutes,
    statementRoutes,
  ];
  for (const routes of routeGroups) {
    await api.register(routes);
  }
}

/** The API service (and nothing else): routes under /api, OpenAPI at /api/docs when on. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: !options.logRequests }),
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS },
    trustProxy: options.trustProxy ?? false,
    // A request on a connection taken before SIGTERM is answered, not refused with a 503: a proxy does
    // not resend a POST it has sent (docs/deploy.md), and closing waits for it anyway.
    return503OnClosing: false,
    routerOptions: { maxParamLength: 200 },
    ajv: AJV_OPTIONS,
    schemaController: { compilersFactory: sharedCompilers },
    schemaErrorFormatter: firstRefusal,
  });
  // The API speaks JSON only: a text/plain body is refused as such (415 → 400 with a message).
  app.removeContentTypeParser('text/plain');
  await app.register(helmet, {
    // Pages get their headers from the static server, API answers from apiRoutes (security-headers.ts).
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
  });
  // Pages, JSON and SVG shrink 4-8 times; brotli at quality 5 costs little CPU per answer.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(requestContext, { db: options.db });
  app.decorate('cardGateway', stripeGateway(options.stripe ?? {}));
  app.decorate('stockHolds', options.stockHolds ?? DEFAULT_STOCK_HOLDS);
  app.decorate('vatRegistries', vatRegistries(options.vatCheck ?? {}));
  const secretsKey = options.secretsKey === undefined ? DEVELOPMENT_SECRETS_KEY : options.secretsKey;
  app.decorate('secretsKey', secretsKey);
  app.decorate('signOn', { key: secretsKey, siteUrl: options.siteUrl });
  // Work after the answer runs in the processes that send mail: start-api.ts gives it to each.
  if (options.mail) {
    await app.register(mailService, options.mail);
    await app.register(stockHoldKeeper);
    await app.register(quoteExpiryKeeper, options.quoteExpiryEveryMs ? { everyMs: options.quoteExpiryEveryMs } : {});
  }
  // The docs pages hold the whole API's shape and run their own script: served only when asked.
  if (options.apiDocs ?? true) await registerApiDocs(app);
  await app.register(apiRoutes, { prefix: '/api' });
  // Procurement systems call these by fixed addresses, outside the API's envelope (docs/punch-out.md).
  await app.register(punchOutRoutes, { prefix: '/punchout' });
  return app;
}

async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Lihda Group shop API',
        version: '1.0.0',
        description:
          'Every call answers { code, msg, data }. code 200 is success; below 700 an error whose msg is shown; 701 the session token (header `token`) is missing, expired or revoked.',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
