// The conversation pack (the memory-as-metabolism seed): four enzymes for support conversations, two that
// eliminate (the user's correction, a contradicting signal), and the elimination rules that decay units by
// class.
import type { Pack } from '../../enzymes/enzyme';
import { contradictionEnzyme } from './contradiction';
import { correctionEnzyme } from './correction';
import { entityNormaliser } from './entities';
import { frustrationExtractor } from './frustration';
import { resolutionClassifier } from './resolution';
import { conversationRules } from './rules';
import { temporalStripper } from './temporal';

export const conversationPack: Pack = {
  id: 'conversation',
  name: 'Conversations',
  description:
    'Dates made absolute, entities normalised, frustration and resolution labelled; fixed issues eliminated, units decayed by class (resolved: 2 sessions, billing: 14 days, feature requests: until shipped).',
  enzymes: [
    temporalStripper,
    entityNormaliser,
    frustrationExtractor,
    resolutionClassifier,
    correctionEnzyme,
    contradictionEnzyme,
  ],
  decayRules: conversationRules,
};
