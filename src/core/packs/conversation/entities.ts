// The entity normaliser: product names, plan tiers and account ids, mapped onto canonical forms. Names come
// from the user's alias table and from aliases that notes declare (`alias::`, front-matter `aliases`); plan
// tiers and account ids have built-in canonical forms. Canonical names become the node's entities, which the
// keyword index reads, so "the Pro Plus plan" and "ProPlus" find each other.
import type { Enzyme } from '../../enzymes/enzyme';
import { escapeRegExp as escape } from '../../text/escape';

const PLAN =
  /\b(free|starter|basic|standard|pro|plus|premium|business|team|enterprise)\s+(?:plan|tier|subscription)\b/gi;
const ACCOUNT = /\b(?:acct|account|acc|customer)\.?\s*(?:#|no\.?|number|id)?\s*[:#-]?\s*([A-Z]{0,3}-?\d{4,})\b/gi;

const title = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();

/** One pattern for a whole alias table, longest variants first so "Pro Plus" is not read as "Pro". */
const patterns = new WeakMap<ReadonlyMap<string, string>, RegExp | null>();
function patternOf(aliases: ReadonlyMap<string, string>): RegExp | null {
  let re = patterns.get(aliases);
  if (re === undefined) {
    const variants = [...aliases.keys()].sort((a, b) => b.length - a.length).map(escape);
    re = variants.length ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${variants.join('|')})(?![\\p{L}\\p{N}])`, 'giu') : null;
    patterns.set(aliases, re);
  }
  return re;
}

/** Every canonical entity a text names, with the variant that named it. */
export function findEntities(
  text: string,
  aliases: ReadonlyMap<string, string>,
): { variant: string; canonical: string }[] {
  const found = new Map<string, string>();
  const re = patternOf(aliases);
  let rest = text;
  if (re) {
    for (const m of text.matchAll(re)) {
      const canonical = aliases.get(m[0].toLowerCase());
      if (canonical) found.set(canonical, m[0]);
    }
    rest = text.replace(re, ' ');
  }
  for (const m of rest.matchAll(PLAN)) found.set(`${title(m[1] ?? '')} plan`, m[0]);
  for (const m of rest.matchAll(ACCOUNT)) found.set(`ACC-${(m[1] ?? '').replace(/^[A-Z]*-?/i, '')}`, m[0]);
  return [...found].map(([canonical, variant]) => ({ variant, canonical }));
}

export const entityNormaliser: Enzyme = {
  id: 'conversation/entities',
  description: 'Maps names, plan tiers and account ids onto canonical forms from the alias table.',
  digest: ({ arrival, aliases }) => {
    const found = findEntities(arrival.text, aliases);
    if (found.length === 0) return undefined;
    return {
      labels: { entities: found.map((f) => f.canonical) },
      reason: found
        .map((f) =>
          f.variant.toLowerCase() === f.canonical.toLowerCase() ? f.canonical : `"${f.variant}" → ${f.canonical}`,
        )
        .join(', '),
    };
  },
};
