/** A company's single sign-on in the console (administrators; /editor#companies, one company). */
export const signOnConsole = {
  title: 'Single sign-on',
  intro:
    "Members whose e-mail is in these domains sign in through the company's OpenID Connect provider, not with a password. Register this shop's return address with the provider: {returnUri}",
  notSet: 'Not set: members sign in with passwords.',
  issuer: 'Issuer (https address)',
  clientId: 'Client id',
  clientSecret: 'Client secret',
  secretKept: 'A secret is kept and never shown. Leave blank to keep it.',
  domains: 'E-mail domains',
  domainsHint: 'Separated by commas, such as acme.com, acme.co.uk. A domain belongs to one company only.',
  save: 'Save single sign-on',
  remove: 'Remove single sign-on',
  required: 'Please enter the {field}',
  removed: 'Removed: members sign in with passwords again.',
};
