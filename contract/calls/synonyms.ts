import * as T from 'typebox';
import { defineCall } from '../call.ts';
import { emptyBody, fields, text } from '../fields.ts';
import { SYNONYM_LIMITS } from '../rules/synonyms.ts';

/** The search's synonyms as editors keep them (contract/rules/synonyms.ts): groups, and the same as the text the form edits. */
export const EditorSynonyms = T.Object({
  groups: T.Array(T.Array(T.String())),
  text: T.String(),
});
export type EditorSynonyms = T.Static<typeof EditorSynonyms>;

export const synonymsGet = defineCall({
  path: 'editor/synonymsGet',
  caller: 'editor',
  tag: 'editor',
  summary: "The search's synonym groups",
  body: emptyBody,
  answer: EditorSynonyms,
});

export const synonymsSave = defineCall({
  path: 'editor/synonymsSave',
  caller: 'editor',
  tag: 'editor',
  summary: "Replace the search's synonyms: one group per line, words separated by commas; in force for the next search",
  // Lines are checked by parseSynonyms (the one rule the console also uses), whose message names the line.
  body: fields({
    text: text({
      label: { en: 'synonyms', zh: '同义词' },
      required: true,
      max: SYNONYM_LIMITS.textMax,
      keepSpaces: true,
    }),
  }),
  answer: EditorSynonyms,
});
