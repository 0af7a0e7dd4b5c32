/**
 * Client shells: one static page each, filled in the browser from the URL. Paths with ids keep the
 * form of docs/spec.md#routes (/acOrderdetails/123); the Node server and static hosts serve the shell's page for them.
 * `page` is the built page's folder; `idSegments` how many segments may follow it.
 */
export interface ShellRoute {
  page: string;
  idSegments: number;
}

export const SHELL_ROUTES: readonly ShellRoute[] = [
  { page: 'productList', idSegments: 3 },
  { page: 'Pay', idSegments: 1 },
  { page: 'payStatus', idSegments: 1 },
  { page: 'acOrderdetails', idSegments: 1 },
  { page: 'acQuotedetails', idSegments: 1 },
  { page: 'acListdetails', idSegments: 1 },
  { page: 'acMsg', idSegments: 2 },
  { page: 'msgDetails', idSegments: 1 },
];

/** The shells that take no id: plain pages that load in the browser. */
export const PLAIN_SHELLS = [
  'basket',
  'search',
  'acAddress',
  'acInformation',
  'acOrder',
  'acQuote',
  'acList',
  'acPay',
  'payAssociated',
  'acTeam',
  'browseHistory',
] as const;

/** The account area's pages: each has its own page file behind the log-in gate. */
export const ACCOUNT_PAGES = [
  'acInformation',
  'acAddress',
  'acOrder',
  'acOrderdetails',
  'acQuote',
  'acQuotedetails',
  'acList',
  'acListdetails',
  'acPay',
  'payAssociated',
  'acTeam',
  'acMsg',
  'msgDetails',
  'browseHistory',
] as const;
