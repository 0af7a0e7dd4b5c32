/**
 * The online check of a VAT number that passed the offline one (contract/rules/tax-numbers.ts):
 * GB numbers at HMRC's "Check a UK VAT number" API (v2, an application token from client
 * credentials), the EU's (and XI) at the Commission's VIES REST service. Each is on only when its
 * settings are given (docs/tax-and-invoices.md); with none the number is kept as format checked.
 */

/** What a register says of a number: registered, not registered, or no answer (down, slow, refused). */
export type OnlineAnswer = 'registered' | 'notRegistered' | 'noAnswer';

export interface VatRegistry {
  /** Whether this register answers for the number's prefix. */
  covers(vatNo: string): boolean;
  check(vatNo: string): Promise<OnlineAnswer>;
}

/** VAT_CHECK_HMRC_CLIENT_ID / _SECRET (and _URL for HMRC's sandbox); VAT_CHECK_VIES_URL. */
export interface VatCheckSettings {
  hmrc?: { clientId: string; clientSecret: string; apiUrl: string };
  viesUrl?: string;
}

export const HMRC_API_URL = 'https://api.service.hmrc.gov.uk';
const TIMEOUT_MS = 5_000;

async function answerOf(response: Promise<Response>, registered: (body: unknown) => boolean): Promise<OnlineAnswer> {
  try {
    const answer = await response;
    if (answer.status === 404) return 'notRegistered';
    if (!answer.ok) return 'noAnswer';
    return registered(await answer.json()) ? 'registered' : 'notRegistered';
  } catch {
    return 'noAnswer';
  }
}

function hmrcRegistry(settings: NonNullable<VatCheckSettings['hmrc']>): VatRegistry {
  async function token(): Promise<string | null> {
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
    });
    const answer = await fetch(`${settings.apiUrl}/oauth/token`, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch(() => null);
    return answer?.ok ? (((await answer.json()) as { access_token?: string }).access_token ?? null) : null;
  }
  return {
    covers: (vatNo) => vatNo.startsWith('GB'),
    async check(vatNo) {
      const bearer = await token();
      if (!bearer) return 'noAnswer';
      const url = `${settings.apiUrl}/organisations/vat/check-vat-number/lookup/${encodeURIComponent(vatNo.slice(2))}`;
      const headers = { accept: 'application/vnd.hmrc.2.0+json', authorization: `Bearer ${bearer}` };
      return answerOf(
        fetch(url, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) }),
        (body) => typeof body === 'object' && body !== null && 'target' in body,
      );
    },
  };
}

function viesRegistry(viesUrl: string): VatRegistry {
  return {
    covers: (vatNo) => !vatNo.startsWith('GB'),
    check(vatNo) {
      const body = JSON.stringify({ countryCode: vatNo.slice(0, 2), vatNumber: vatNo.slice(2) });
      const request = fetch(`${viesUrl.replace(/\/+$/, '')}/check-vat-number`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      return answerOf(request, (answer) => (answer as { valid?: boolean }).valid === true);
    },
  };
}

/** The registers the settings turn on (none without settings). */
export function vatRegistries(settings: VatCheckSettings): VatRegistry[] {
  return [
    ...(settings.hmrc ? [hmrcRegistry(settings.hmrc)] : []),
    ...(settings.viesUrl ? [viesRegistry(settings.viesUrl)] : []),
  ];
}

/** What the registers say of a number: noAnswer when none covers it or none answers. */
export async function checkOnline(registries: readonly VatRegistry[], vatNo: string): Promise<OnlineAnswer> {
  const registry = registries.find((r) => r.covers(vatNo));
  return registry ? registry.check(vatNo) : 'noAnswer';
}

/** The settings from the environment: HMRC needs both client id and secret. */
export function readVatCheckSettings(env: NodeJS.ProcessEnv): VatCheckSettings {
  const clientId = env.VAT_CHECK_HMRC_CLIENT_ID;
  const clientSecret = env.VAT_CHECK_HMRC_CLIENT_SECRET;
  return {
    ...(clientId && clientSecret
      ? { hmrc: { clientId, clientSecret, apiUrl: env.VAT_CHECK_HMRC_URL || HMRC_API_URL } }
      : {}),
    ...(env.VAT_CHECK_VIES_URL ? { viesUrl: env.VAT_CHECK_VIES_URL } : {}),
  };
}
