import type { DeliveryServiceName } from '#contract/calls/delivery-choice.ts';
import { DELIVERY_LIMITS, type DeliveryZoneSaveRequest } from '#contract/calls/staff-delivery.ts';
import { fillBoth, type BilingualText } from '#contract/i18n/text.ts';
import { isDeliveryCountry } from '#contract/rules/countries.ts';
import { POSTCODE_DISTRICT, type WeightBand, type ZoneArea, type ZoneService } from '../domain/delivery/zones.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { DELIVERY_MESSAGES as M, SERVICE_NAMES } from '../i18n/delivery-messages.ts';

/** A zone as the console sent it, read and checked: nothing is saved unless the whole zone is sound. */
export interface ZoneInput {
  nameEn: string;
  nameZh: string;
  restOfWorld: boolean;
  dutiesPaid: boolean;
  areas: ZoneArea[];
  services: ZoneService[];
}

/** A refusal naming the field at fault, the service's name filled in both languages. */
function refuse(
  field: string,
  message: BilingualText,
  values: Record<string, string | number> = {},
  service?: DeliveryServiceName,
): never {
  const named = (lang: 'en' | 'zh') =>
    fillBoth(message, { ...values, service: service ? SERVICE_NAMES[service][lang] : '' })[lang];
  throw new ApiError(CODE.badInput, { en: named('en'), zh: named('zh') }, { field });
}

/** "GB, GB IV, GB AB37, DE" (commas or new lines) → the areas; a country alone is the whole country. */
export function readAreas(text: string): ZoneArea[] {
  const seen = new Set<string>();
  return text
    .split(/[,\n]/)
    .map((entry) => entry.trim().toUpperCase().replace(/\s+/g, ' '))
    .filter((entry) => entry !== '')
    .map((entry) => {
      const [country = '', postcodeArea = '', extra] = entry.split(' ');
      const part = /^[A-Z]{0,2}$/.test(postcodeArea) || POSTCODE_DISTRICT.test(postcodeArea);
      if (!isDeliveryCountry(country) || !part || extra !== undefined) refuse('areas', M.badArea, { area: entry });
      if (seen.has(entry)) refuse('areas', M.areaTwice, { area: entry });
      seen.add(entry);
      return { country, postcodeArea };
    });
}

/** One band a line, "30000 = 9.95" (up to 30 kg for £9.95), sorted lightest first; two bands ending at one weight overlap. */
export function readBands(text: string, service: DeliveryServiceName, field: string): WeightBand[] {
  const lines = text
    .split('\n')
    .map((line, index) => ({ line: line.trim(), no: index + 1 }))
    .filter((l) => l.line !== '');
  if (lines.length === 0) refuse(field, M.serviceWithoutBands, {}, service);
  if (lines.length > DELIVERY_LIMITS.maxBands)
    refuse(field, M.tooManyBands, { max: DELIVERY_LIMITS.maxBands }, service);
  const bands = lines.map(({ line, no }) => {
    const match = /^(\d+)\s*(?:g)?\s*=\s*£?\s*(-?)(\d+(?:\.\d{1,2})?)$/.exec(line);
    if (!match) refuse(field, M.badBand, { line: no }, service);
    if (match[2] === '-') refuse(field, M.negativePrice, { line: no }, service);
    const upToGrams = Number(match[1]);
    const pricePence = Math.round(Number(match[3]) * 100);
    if (upToGrams < 1) refuse(field, M.badBand, { line: no }, service);
    if (upToGrams > DELIVERY_LIMITS.maxGrams)
      refuse(field, M.bandTooHeavy, { line: no, max: DELIVERY_LIMITS.maxGrams }, service);
    if (pricePence > DELIVERY_LIMITS.maxPence)
      refuse(field, M.priceTooHigh, { line: no, max: DELIVERY_LIMITS.maxPence / 100 }, service);
    return { upToGrams, pricePence };
  });
  bands.sort((a, b) => a.upToGrams - b.upToGrams);
  bands.forEach((band, i) => {
    if (i > 0 && band.upToGrams === bands[i - 1]!.upToGrams)
      refuse(field, M.bandsOverlap, { grams: band.upToGrams }, service);
  });
  return bands;
}

function readService(request: DeliveryZoneSaveRequest, service: DeliveryServiceName): ZoneService[] {
  const field = (name: 'Offered' | 'DispatchDays' | 'DeliveryDays' | 'FreeOverPence' | 'Bands') =>
    request[`${service}${name}`];
  if (!field('Offered')) return [];
  const dispatchDays = field('DispatchDays') as number | undefined;
  const deliveryDays = field('DeliveryDays') as number | undefined;
  if (dispatchDays === undefined || deliveryDays === undefined)
    refuse(`${service}DispatchDays`, M.daysMissing, {}, service);
  if (deliveryDays < 1) refuse(`${service}DeliveryDays`, M.noDeliveryDays, {}, service);
  const bands = readBands((field('Bands') as string | undefined) ?? '', service, `${service}Bands`);
  return [
    {
      service,
      dispatchDays,
      deliveryDays,
      freeOverPence: (field('FreeOverPence') as number | undefined) ?? null,
      bands,
    },
  ];
}

/** The whole zone from the console's form, or a refusal naming the first fault. */
export function readZoneInput(request: DeliveryZoneSaveRequest): ZoneInput {
  const restOfWorld = request.restOfWorld ?? false;
  const areas = readAreas(request.areas ?? '');
  if (!restOfWorld && areas.length === 0) refuse('areas', M.noAreas);
  const services = [...readService(request, 'standard'), ...readService(request, 'nextDay')];
  if (services.length === 0) refuse('standardOffered', M.zoneWithoutServices);
  return {
    nameEn: request.nameEn,
    nameZh: request.nameZh,
    restOfWorld,
    dutiesPaid: request.dutiesPaid ?? false,
    areas,
    services,
  };
}
