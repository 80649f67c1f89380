// What the search says when nothing living answers the question: never more than the results show.
import type { SearchHit } from '../../workers/garden/garden-api';

/**
 * The sentence above the results when no living note answers `query`, or undefined when one does. It points
 * to the compost only for what answers there ("closer answers"); the compost's nearest that answer nothing
 * are loose too.
 */
export function unanswered(
  query: string,
  type: string | undefined,
  living: readonly SearchHit[],
  fromCompost: readonly SearchHit[],
): string | undefined {
  if (!query || living.some((h) => h.answers)) return undefined;
  const said = [`${type ? `No ${type} in your garden mentions` : 'Nothing in your garden mentions'} “${query}”.`];
  if (living.length > 0) said.push('The nearest notes follow, loosely related.');
  if (fromCompost.some((h) => h.answers)) said.push('The compost holds closer answers, below.');
  else if (fromCompost.length > 0 && living.length === 0)
    said.push('The nearest notes in the compost follow, loosely related.');
  return said.join(' ');
}
