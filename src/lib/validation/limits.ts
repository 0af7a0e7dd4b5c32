/** Input limits from the spec (section 9) and our own where the spec is silent. Shared by forms and the API. */
export const LIMITS = {
  loginEmail: 200,
  loginPassword: 16,
  search: 60,
  newsletterEmail: 60,
  /** Generic maximum length when a field names no other (spec section 5). */
  defaultText: 100,
} as const;

/**
 * The spec's newsletter rule: a local part of letters, digits, dot, underscore and hyphen,
 * a domain, and an ending of 2 to 6 letters.
 */
export const NEWSLETTER_EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,6}$/;
