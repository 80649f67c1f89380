/** The decay policies a trust class or a section may follow (see salience.ts). */
export const DECAY_POLICIES = ['half-life', 'idle-days'] as const;
export type DecayPolicy = (typeof DECAY_POLICIES)[number];
