import type { EntryType } from '../../core/types';
import { ENTRY_TYPES, FRICTION_NAMES } from '../../workers/garden/vocabulary';

export const TYPE_NAMES: Record<EntryType, string> = {
  principle: 'Principle',
  correction: 'Correction',
  decision: 'Decision',
  guideline: 'Guideline',
  pitfall: 'Pitfall',
  process: 'Process',
  model: 'Model',
};

export const isEntryType = (v: string): v is EntryType => (ENTRY_TYPES as readonly string[]).includes(v);
export { ENTRY_TYPES, FRICTION_NAMES };
