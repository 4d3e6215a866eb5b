import { escapeMarkup } from '../../src/domain/escape.ts';

/** XML 1.0 cannot carry most control characters even escaped: drop them, then escape the rest. */
export const xmlText = (text: string) =>
  // eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids are control characters
  escapeMarkup(text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ''));
