import type { EntryType, Friction } from '../../core/types';
import { ENTRY_TYPES } from '../../workers/garden/vocabulary';

export const TYPE_NAMES: Record<EntryType, string> = {
  principle: 'Principle',
  correction: 'Correction',
  decision: 'Decision',
  guideline: 'Guideline',
  pitfall: 'Pitfall',
  process: 'Process',
  model: 'Model',
};

export const FRICTION_NAMES: Record<Friction, string> = {
  billing: 'billing friction',
  'feature-gap': 'feature gap',
  latency: 'response latency',
};

export const isEntryType = (v: string): v is EntryType => (ENTRY_TYPES as readonly string[]).includes(v);
export { ENTRY_TYPES };
