// The WRITE-path pack: typed entries and confident-only patterns.
import type { Pack } from '../../enzymes/enzyme';
import { entryTypeClassifier } from './entry-type';
import { patternEnzyme } from './patterns';

export const writePathPack: Pack = {
  id: 'write-path',
  name: 'Typed entries',
  description:
    'Entries typed principle, correction, decision, guideline, pitfall, process or model; a correction recurring 3× becomes a pattern.',
  enzymes: [entryTypeClassifier, patternEnzyme],
};
