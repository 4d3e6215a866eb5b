/**
 * A generated block of a Markdown document: the text between `<!-- name:start … -->` and
 * `<!-- name:end -->`, markers included, so a generator rewrites only its own lines.
 */
export function withBlock(doc: string, file: string, name: string, block: string): string {
  const end = `<!-- ${name}:end -->`;
  const from = doc.indexOf(`<!-- ${name}:start`);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${file} has no ${name}:start / ${name}:end markers.`);
  return doc.slice(0, from) + block + doc.slice(to + end.length);
}
