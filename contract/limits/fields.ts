import type { BilingualText } from '../i18n/text.ts';

/** Input limits of docs/spec.md#constants, and our own where it names none. Shared by forms and the API. */
export const LIMITS = {
  loginEmail: 200,
  /**
   * The original login form took 16 (docs/spec.md#departures); a passphrase needs more, and every password that can be set
   * must be able to log in, so login and new passwords share this limit.
   */
  loginPassword: 64,
  search: 60,
  newsletterEmail: 60,
  /** The longest part number of the catalogue (family code and parameters). */
  partNumber: 40,
  /** Generic maximum length when a field names no other. */
  defaultText: 100,
} as const;

/**
 * The newsletter rule (docs/spec.md#validation): a local part of letters, digits, dot, underscore and hyphen,
 * a domain, and an ending of 2 to 6 letters.
 */
export const NEWSLETTER_EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,6}$/;

/**
 * Registration (our own limits). The password's maximum is the login maximum, so a password that
 * registers can always log in.
 */
export const REGISTRATION_LIMITS = {
  firstName: 50,
  lastName: 50,
  email: LIMITS.loginEmail,
  passwordMin: 8,
  passwordMax: LIMITS.loginPassword,
  companyName: LIMITS.defaultText,
} as const;

/**
 * A plain addr-spec, local@domain.tld: a dot-atom local part (no quotes, spaces, brackets, commas or
 * semicolons) and a domain of host-name labels ending in letters or a punycode label. Letters beyond
 * ASCII (用户@例子.公司) are taken, but no Unicode spaces, punctuation or full-width forms. Mail
 * parsers read such an address as exactly itself, so the address stored is the one mailed
 * (tests/unit/email-pattern.test.ts). No flags: the API's validator rebuilds it from its source.
 */
/** Letters and digits of an address: ASCII, and Unicode letters without its spaces, punctuation or full-width forms. */
const ADDRESS_LETTERS = 'A-Za-z0-9\\u00C0-\\u1FFF\\u2C00-\\u2FFF\\u3040-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFEFE';
const ATOM = `[${ADDRESS_LETTERS}!#$%&'*+/=?^_\`{|}~-]+`;
const LABEL = `[${ADDRESS_LETTERS}]([${ADDRESS_LETTERS}-]*[${ADDRESS_LETTERS}])?`;
export const EMAIL_PATTERN = new RegExp(
  `^${ATOM}(\\.${ATOM})*@(${LABEL}\\.)+([${ADDRESS_LETTERS.replace('0-9', '')}]{2,}|xn--[A-Za-z0-9-]+)$`,
);

/**
 * A new password needs at least one letter (A–Z, a–z) and one digit. It has no flags because the
 * API's validator rebuilds it from its source; [\s\S], unlike `.`, also steps over line breaks.
 */
export const PASSWORD_PATTERN = /^(?=[\s\S]*[A-Za-z])(?=[\s\S]*[0-9])/;

/** What a field that fails its pattern is told, by the API's refusal as by the forms. */
export const PATTERN_MESSAGES = {
  invalidEmail: { en: 'Enter a valid email address', zh: '请输入有效的电子邮箱地址' },
  passwordNeedsLetterAndDigit: {
    en: 'The password needs at least one letter and one digit',
    zh: '密码需至少包含一个字母和一个数字',
  },
  invalidPhone: {
    en: 'Enter a telephone number of digits, spaces, +, brackets or dashes',
    zh: '电话号码只能包含数字、空格、+、括号或连字符',
  },
} as const satisfies Record<string, BilingualText>;

/** Delivery and invoice addresses (our own limits: a UK address label, with room for Europe). */
export const ADDRESS_LIMITS = {
  contactName: 60,
  companyName: 100,
  line: 100,
  town: 60,
  county: 60,
  postcode: 10,
  phone: 30,
} as const;

/** A telephone number as people write it: digits, spaces, +, brackets and dashes, at least 6 digits' room. */
export const PHONE_PATTERN = /^\+?[0-9 ()-]{6,30}$/;

/** References a buyer puts on an order: a purchase-order number and one per line. */
export const ORDER_LIMITS = {
  poReference: 25,
  lineReference: 30,
} as const;

/*
 * One-line text that the shop repeats to others (names in e-mails, references on documents): no
 * line breaks, no control or invisible separator characters, and none of the marks that would let
 * it pass for markup, an address or a mail header. The patterns are written without flags, because
 * the API's validator rebuilds them from their source.
 */
const NOT_ONE_LINE = '\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029';

/** A person's name: letters of any script, digits, spaces, apostrophes, hyphens, dots and commas. */
export const PERSON_NAME_PATTERN = new RegExp(`^[^${NOT_ONE_LINE}!"#$%&()*+/:;<=>?@[\\\\\\]^_\`{|}~]+$`);

/** A company name or a reference (purchase order, line, address lines): also digits and & ( ) / + # . , ' - ! ? % _ */
export const BUSINESS_TEXT_PATTERN = new RegExp(`^[^${NOT_ONE_LINE}<>{}[\\\\\\]|^~\`"=@:;]+$`);

/** A sentence on one line (a reason, a note): anything but line breaks, controls, angle brackets and braces (the messages' placeholders). */
export const ONE_LINE_PATTERN = new RegExp(`^[^${NOT_ONE_LINE}<>{}]+$`);

export const ONE_LINE_MESSAGES = {
  personName: {
    en: 'Use letters, digits, spaces, apostrophes, hyphens, dots or commas only, on one line',
    zh: '只能使用字母、数字、空格、撇号、连字符、句点或逗号，且只能写一行',
  },
  businessText: {
    en: 'Use one line, without < > { } [ ] | \\ ^ ~ ` " = @ : or ;',
    zh: '只能写一行，且不能包含 < > { } [ ] | \\ ^ ~ ` " = @ : 或 ;',
  },
  oneLine: { en: 'Use one line, without < > { or }', zh: '只能写一行，且不能包含 < > { 或 }' },
} as const satisfies Record<string, BilingualText>;
