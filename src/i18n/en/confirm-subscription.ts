/** /confirmSubscription: the page the newsletter's confirmation link opens. */
export const confirmSubscription = {
  checking: 'Confirming your subscription…',
  confirmed: 'Thank you: your address is on our newsletter now.',
  failed: 'This link cannot be used. Subscribe again at the foot of any page and follow the link in the new e-mail.',
  noLink: 'Open this page from the link in our e-mail.',
  home: 'Go to the home page',
};
