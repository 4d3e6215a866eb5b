const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * The one markup escaper: text made safe for XML and HTML5, both as element content and inside a
 * single- or double-quoted attribute (feeds, the sitemap, the build and vitals reports, lead emails
 * and their ADF/XML).
 * `& < > " '` become `&amp; &lt; &gt; &quot; &apos;`: the five entities XML predefines, so any XML
 * reader decodes them without a DTD (our stock importer's parser does not decode `&#39;`).
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
