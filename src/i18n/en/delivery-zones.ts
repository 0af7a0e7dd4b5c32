/** The console's Delivery section (docs/delivery.md): zones, their services and weight bands. */
export const deliveryZones = {
  intro:
    'Delivery is priced by zone and weight. Every member of staff can read the tables; administrators change them. Each change is recorded.',
  readOnly: 'Only administrators change the delivery tables.',
  zonesTitle: 'Zones',
  zone: 'Zone',
  covers: 'Covers',
  restOfWorld: 'Everywhere no other zone covers',
  dutiesPaidNote: 'import duties paid by us (DDP)',
  services: 'Services',
  serviceNames: { standard: 'Standard delivery', nextDay: 'Next-day delivery' },
  serviceSummary:
    '{service}: dispatch +{dispatch, plural, one {# day} other {# days}}, delivery {delivery, plural, one {# day} other {# days}}',
  freeOver: 'free from {amount}',
  band: 'up to {grams} g: {price}',
  actions: 'Actions',
  edit: 'Change {zone}',
  remove: 'Delete {zone}',
  add: 'Add a zone',
  formTitleNew: 'New zone',
  formTitle: 'Change {zone}',
  nameEn: 'Name (English)',
  nameZh: 'Name (Chinese)',
  areas: 'Countries, postcode areas and districts',
  areasHint:
    'Country codes, with a postcode area or district where the zone takes only part of a country: GB, GB IV, GB AB37, DE. A district is matched before its area. Commas or new lines between them.',
  restOfWorldBox: 'This zone is the rest of the world',
  dutiesPaidBox:
    'We pay the import duties on deliveries abroad to this zone (DDP); unticked, the recipient pays them (DAP)',
  offered: 'Offered',
  dispatchDays: 'Dispatch days (working days added)',
  deliveryDays: 'Delivery days (working days)',
  freeOverPence: 'Free over (pence, blank for never)',
  bands: 'Weight bands',
  bandsHint: 'One a line: weight in grams = price in pounds, e.g. 30000 = 9.95.',
  save: 'Save zone',
  cancel: 'Cancel',
};
