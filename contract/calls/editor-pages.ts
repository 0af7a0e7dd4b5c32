import * as T from 'typebox';
import { defineCall } from '../call.ts';
import { emptyBody, fields, text } from '../fields.ts';
import { EDITOR_LIMITS } from '../limits/editor.ts';
import { PageDetail } from './content.ts';
import { listOf, markdown } from './editor-fields.ts';

/** The info and legal pages as editors keep them, and the Markdown preview both they and the services use. */

/** A page as editors see it is the page as the site shows it (contract/calls/content.ts). */
export const EditorPage = PageDetail;
export type EditorPage = T.Static<typeof EditorPage>;

export const pageFields = {
  slug: text({ label: { en: 'page', zh: '页面' }, required: true, max: 60 }),
  title: text({ label: { en: 'English title', zh: '英文标题' }, required: true, max: EDITOR_LIMITS.pageTitle }),
  titleZh: text({ label: { en: 'Chinese title', zh: '中文标题' }, required: true, max: EDITOR_LIMITS.pageTitle }),
  body: markdown({ en: 'English text', zh: '英文正文' }),
  bodyZh: markdown({ en: 'Chinese text', zh: '中文正文' }),
};

export const pageList = defineCall({
  path: 'editor/pageList',
  caller: 'editor',
  tag: 'editor',
  summary: 'The info and legal pages with their texts',
  body: emptyBody,
  answer: listOf(EditorPage),
});

export const pageSave = defineCall({
  path: 'editor/pageSave',
  caller: 'editor',
  tag: 'editor',
  summary: "Replace an existing page's titles and texts (404 for any other slug)",
  body: fields(pageFields),
  answer: EditorPage,
});
export type PageSaveRequest = T.Static<typeof pageSave.body>;

export const MarkdownPreviewAnswer = T.Object({
  /** Sanitised HTML, exactly as the site renders it. */
  html: T.String(),
});
export type MarkdownPreviewAnswer = T.Static<typeof MarkdownPreviewAnswer>;

export const markdownPreview = defineCall({
  path: 'editor/markdownPreview',
  caller: 'editor',
  tag: 'editor',
  summary: "Markdown as the site shows it: sanitised HTML from the site's own renderer",
  body: fields({
    markdown: text({ label: { en: 'Markdown', zh: 'Markdown 文本' }, max: EDITOR_LIMITS.markdown, keepSpaces: true }),
  }),
  answer: MarkdownPreviewAnswer,
});
