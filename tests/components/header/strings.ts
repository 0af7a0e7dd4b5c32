import { dictionary } from '../../../src/i18n/dictionary.ts';

/** The real dictionaries: the tests check the contract's English names. */
export const en = dictionary('en');
export const zh = dictionary('zh-cn');
