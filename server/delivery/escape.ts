/** Text made safe inside HTML or XML element content and attribute values. */
export const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** XML 1.0 cannot carry most control characters even escaped: drop them. */
export const xmlText = (text: string) =>
  // eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids are control characters
  escapeMarkup(text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ''));
