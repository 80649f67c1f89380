// What the UI shares with the garden besides its views: the closed lists it offers as choices, the limit it
// checks before sending a file, how sizes are written and where a vault keeps its files. Plain data and small
// pure helpers: the UI imports these through here, and the garden's own code (its readers, its enzymes) only
// ever runs in the worker.
export { ENTRY_TYPES, FRICTION_NAMES, NODE_STATES, SOURCE_KINDS, TRUSTS } from '../../core/types';
export { DECAY_POLICIES } from '../../core/decay/policies';
export { SECTION_FIELDS } from '../../core/settings';
export { MAX_SOURCE_BYTES } from '../../core/valve/limits';
export { byteSize, plural, settledFor } from '../../core/words';
export { whyComposted } from '../../core/compost/compost';
export { isVaultPath } from '../../vault/paths';
