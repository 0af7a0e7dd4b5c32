import * as T from 'typebox';
import { defineCall } from '../call.ts';
import { emptyBody, fields, idField, text } from '../fields.ts';

/** Services (spec: acleList) and the info and legal pages, as Markdown in both languages. */

export const ServiceItem = T.Object({
  id: T.Integer(),
  title: T.String(),
  titleZh: T.String(),
  summary: T.String(),
  summaryZh: T.String(),
});
export type ServiceItem = T.Static<typeof ServiceItem>;

/** The text of a service or page, as Markdown in both languages. */
const markdownBody = { body: T.String(), bodyZh: T.String() };

export const ServiceDetail = T.Object({ ...ServiceItem.properties, ...markdownBody });
export type ServiceDetail = T.Static<typeof ServiceDetail>;

export const PageItem = T.Object({
  slug: T.String(),
  title: T.String(),
  titleZh: T.String(),
  /** ISO 8601. */
  updatedAt: T.String(),
});
export type PageItem = T.Static<typeof PageItem>;

export const PageDetail = T.Object({ ...PageItem.properties, ...markdownBody });
export type PageDetail = T.Static<typeof PageDetail>;

export const acleList = defineCall({
  path: 'unpri/acleList',
  caller: 'anyone',
  tag: 'content',
  summary: 'Our services: id and title (with Chinese title and summaries)',
  body: emptyBody,
  answer: T.Array(ServiceItem),
});

export const acleDetail = defineCall({
  path: 'unpri/acleDetail',
  caller: 'anyone',
  tag: 'content',
  summary: 'One service with its text (Markdown)',
  body: fields({ id: idField() }),
  answer: ServiceDetail,
});

export const pageList = defineCall({
  path: 'unpri/pageList',
  caller: 'anyone',
  tag: 'content',
  summary: 'The info and legal pages: slug and titles',
  body: emptyBody,
  answer: T.Array(PageItem),
});

export const pageDetail = defineCall({
  path: 'unpri/pageDetail',
  caller: 'anyone',
  tag: 'content',
  summary:
    'One info or legal page (about, Technical, Contact, faq, Copyright, TermsConditions, PrivacyPolicy, CookiePolicy, termsandconditions)',
  body: fields({ slug: text({ label: { en: 'page', zh: '页面' }, required: true, max: 60 }) }),
  answer: PageDetail,
});
