import type { DeliveryServiceName } from '#contract/calls/delivery-choice.ts';
import type { DeliveryZoneRecord, DeliveryZoneSaveRequest } from '#contract/calls/staff-delivery.ts';

/** A service's fields as the console's form holds them: text, as typed. */
export interface ServiceValues {
  offered: boolean;
  dispatchDays: string;
  deliveryDays: string;
  freeOverPence: string;
  bands: string;
}

export interface ZoneFormValues {
  nameEn: string;
  nameZh: string;
  areas: string;
  restOfWorld: boolean;
  dutiesPaid: boolean;
  standard: ServiceValues;
  nextDay: ServiceValues;
}

/** Bands as the text box shows them, the form the server reads back (server/editor/delivery-zone-input.ts). */
const bandsText = (bands: DeliveryZoneRecord['services'][number]['bands']) =>
  bands.map((b) => `${b.upToGrams} = ${(b.pricePence / 100).toFixed(2)}`).join('\n');

function serviceValues(zone: DeliveryZoneRecord | null, service: DeliveryServiceName): ServiceValues {
  const found = zone?.services.find((s) => s.service === service);
  if (!found) return { offered: false, dispatchDays: '0', deliveryDays: '', freeOverPence: '', bands: '' };
  return {
    offered: true,
    dispatchDays: String(found.dispatchDays),
    deliveryDays: String(found.deliveryDays),
    freeOverPence: found.freeOverPence === null ? '' : String(found.freeOverPence),
    bands: bandsText(found.bands),
  };
}

export function zoneFormValues(zone: DeliveryZoneRecord | null): ZoneFormValues {
  return {
    nameEn: zone?.nameEn ?? '',
    nameZh: zone?.nameZh ?? '',
    areas: zone?.areas.join(', ') ?? '',
    restOfWorld: zone?.restOfWorld ?? false,
    dutiesPaid: zone?.dutiesPaid ?? false,
    standard: serviceValues(zone, 'standard'),
    nextDay: serviceValues(zone, 'nextDay'),
  };
}

/** A number typed in a box; blank is left out (the server then says what is missing), anything else goes as typed for the server to check. */
const whole = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

/** The save request for the form's values: a service not offered sends only that. */
export function zoneSaveRequest(id: number | null, values: ZoneFormValues): DeliveryZoneSaveRequest {
  const service = (name: DeliveryServiceName) => {
    const v = values[name];
    if (!v.offered) return { [`${name}Offered`]: false };
    return {
      [`${name}Offered`]: true,
      [`${name}DispatchDays`]: whole(v.dispatchDays),
      [`${name}DeliveryDays`]: whole(v.deliveryDays),
      [`${name}FreeOverPence`]: whole(v.freeOverPence),
      [`${name}Bands`]: v.bands,
    };
  };
  const request = {
    ...(id === null ? {} : { id }),
    nameEn: values.nameEn,
    nameZh: values.nameZh,
    areas: values.areas,
    restOfWorld: values.restOfWorld,
    dutiesPaid: values.dutiesPaid,
    ...service('standard'),
    ...service('nextDay'),
  };
  // Blank numbers are dropped rather than sent as undefined.
  return JSON.parse(JSON.stringify(request)) as DeliveryZoneSaveRequest;
}
