// Closed classes of English the reader listens for: the words that talk about error and about checking, and
// the verbs that dismiss, call off, undo, bring back or exchange. Not phrasings of any stream.
export const ERROR_LEMMAS = new Set([
  'mistake',
  'wrong',
  'error',
  'incorrect',
  'correction',
  'erratum',
  'typo',
  'mistaken',
]);
/** Verbs that dismiss what was said: "scratch that", "ignore my last note". */
export const DISMISS_LEMMAS = new Set(['ignore', 'disregard', 'scratch', 'forget', 'strike']);
export const CHECK_LEMMAS = new Set(['still', 'confirm', 'verify', 'check', 'recheck', 'unchanged', 'reconfirm']);

/**
 * Verbs whose clause the speaker takes for so: what is heard, known, seen, noticed, read (the factive verbs of
 * perception and knowledge).
 */
export const FACTIVE = new Set(['hear', 'know', 'see', 'notice', 'read', 'realise', 'realize']);

/** Verbs that call a plan off: "the 19:15 start was cancelled", "they scrapped the Friday slot". */
export const CALL_OFF_LEMMAS = new Set(['cancel', 'scrap', 'axe', 'abandon', 'shelve']);
/** Verbs that undo what they take ("reverted the upgrade", "undid the move"). */
export const UNDO_LEMMAS = new Set(['revert', 'undo', 'reverse']);

/** Verbs that bring back what held before ("restored the old rota", "reinstated the 9:15"). */
export const RETURN_LEMMAS = new Set(['restore', 'reinstate']);
/** Verbs of exchange: what they take is given up for what follows "for" ("swapped W for V"). */
export const EXCHANGE_LEMMAS = new Set([
  'swap',
  'trade',
  'exchange',
  'ditch',
  'dump',
  'drop',
  'switch',
  'change',
  'replace',
  ...CALL_OFF_LEMMAS,
]);

/**
 * Adjectives of time and standing: they say which telling or which version of a thing, not which thing ("the
 * new dentist", "the usual start", "the current rate").
 */
export const TIME_ADJECTIVES = new Set([
  'new',
  'old',
  'current',
  'previous',
  'former',
  'latest',
  'last',
  'next',
  'usual',
  'regular',
  'normal',
  'present',
  'existing',
  'original',
  'recent',
  'updated',
  'revised',
  'actual',
  'correct',
  'right',
  'wrong',
  'proper',
  'same',
  'other',
]);
