// Enzymes may annotate a node's text with a bracketed date ("expired last Tuesday [2026-03-10]"), so that
// what they resolved is read and found. Comparisons between claims read the text without them: an annotation
// is the garden's gloss, not the source's claim.
const ANNOTATION = / \[\d{4}-\d{2}-\d{2}\]/g;

export function annotate(text: string, notes: { at: number; note: string }[]): string {
  let out = text;
  for (const { at, note } of [...notes].sort((a, b) => b.at - a.at))
    out = `${out.slice(0, at)} [${note}]${out.slice(at)}`;
  return out;
}

export function stripAnnotations(text: string): string {
  return text.replace(ANNOTATION, '');
}
