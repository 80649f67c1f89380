// Every pack the garden knows, in the order their enzymes run: the core pack first (its relation enzyme gives
// the verdict the others may read), then the packs the user has switched on.
import type { DecayRule } from '../decay/rule';
import { conversationPack } from './conversation/pack';
import { corePack } from './core';
import { writePathPack } from './write-path/pack';
import type { PackId, Settings } from '../settings';
import type { Enzyme, Pack } from '../enzymes/enzyme';

export const PACKS: readonly (Pack & { id: PackId })[] = [
  { ...corePack, id: 'core' },
  { ...conversationPack, id: 'conversation' },
  { ...writePathPack, id: 'write-path' },
];

// Settings objects are replaced, never changed, so what they switch on is worked out once per object: decay
// asks for the rules once per node per sweep.
const cache = new WeakMap<Settings, { enzymes: Enzyme[]; rules: DecayRule[] }>();
function active(settings: Settings): { enzymes: Enzyme[]; rules: DecayRule[] } {
  let a = cache.get(settings);
  if (!a) {
    const on = PACKS.filter((p) => p.required || settings.packs[p.id]);
    a = { enzymes: on.flatMap((p) => p.enzymes), rules: on.flatMap((p) => p.decayRules ?? []) };
    cache.set(settings, a);
  }
  return a;
}

export const activeEnzymes = (settings: Settings): Enzyme[] => active(settings).enzymes;
export const packRules = (settings: Settings): DecayRule[] => active(settings).rules;
