import type { AvailabilityStrings } from '../../lib/catalogue/availability.ts';
import type { DispatchStrings } from '../../lib/catalogue/dispatch-text.ts';

/** The buy box's strings (i18n/en/catalogue.ts), as the product page hands them to the island. */
export type BuyBoxStrings = AvailabilityStrings &
  DispatchStrings & {
    orderTitle: string;
    partNo: string;
    copyPartNo: string;
    partNoCopied: string;
    partNoSelected: string;
    choosePrompt: string;
    chooseFirst: string;
    toConfigurator: string;
    variantsFrom: string;
    quantity: string;
    quantityInvalid: string;
    unitPrice: string;
    lineTotal: string;
    exVat: string;
    nextBreak: string;
    addToBasket: string;
    requestQuote: string;
    addedToBasket: string;
    downloadDatasheet: string;
    datasheetOf: string;
    cadModel: string;
    cadOf: string;
    chooseForCad: string;
  };
