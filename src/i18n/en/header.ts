/** The shared header. The English accessible names are a contract. */
export const header = {
  logoLabel: 'Lihda Group home',
  primaryNav: 'Main',
  account: 'Account',
  logIn: 'Log in',
  newAccount: 'New account',
  myAccount: 'My account',
  logOut: 'Log out',
  /** The unread messages link beside the Account menu; {badge} is the count as the badge shows it (99+ above 99). */
  unreadMessages: '{count, plural, one {# unread message} other {{badge} unread messages}}',
  basket: 'Basket',
  products: 'Products',
  discover: 'Discover',
  ourServices: 'Our services',
  aboutUs: 'About Us',
  technical: 'Technical',
  faq: 'FAQ',
  contactUs: 'Contact us',
  search: 'Search products',
  searchPlaceholder: 'Part number or name',
  searchButton: 'Search',
  searchSuggestions: 'Suggestions',
  suggestionsAvailable:
    '{n, plural, one {# suggestion} other {# suggestions}}: use the up and down arrow keys to choose one',
  suggestedFamilies: 'Products',
  suggestedPartNumbers: 'Part numbers',
  /** A company member's own numbers for our parts (docs/pricing.md). */
  suggestedYourPartNumbers: 'Your part numbers',
  contact: 'Contact',
};
