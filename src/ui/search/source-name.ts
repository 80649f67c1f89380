/**
 * What a result's provenance calls its note. A note given no title is called by its first words, which the
 * card shows already as its text: it is then called "note", not by those words a second time.
 */
export function sourceName(title: string, shownText: string): string {
  const squash = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
  const name = squash(title).replace(/…$/, '');
  return name.length >= 12 && squash(shownText).startsWith(name) ? 'note' : title;
}
