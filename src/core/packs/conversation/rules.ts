// The conversation pack's elimination protocol as decay rules. Units of transcripts (a session's, an outside
// source's) carry a half-life by class — resolved issues 2 sessions (a session is one transcript) and billing
// complaints 14 days, each × recency; other units their trust class's half-life after the immunity window —
// and the nightly sweep composts whatever scores below the compost floor (0.1). Feature requests stay until
// they are marked shipped. An operator's own conversation is not a support ticket: its units decay by their
// class, whatever their words.
import { DAY_MS } from '../../clock';
import type { DecayRule, Decaying } from '../../decay/rule';
import { atLeast } from '../../trust';

export const RESOLVED_HALF_LIFE_SESSIONS = 2;
export const BILLING_HALF_LIFE_DAYS = 14;
/** Recency halves every 30 idle days. */
export const RECENCY_HALF_LIFE_DAYS = 30;

const idleDays = (node: Decaying, now: number): number => Math.max(0, (now - node.touchedAt) / DAY_MS);
const recency = (node: Decaying, now: number): number => 2 ** (-idleDays(node, now) / RECENCY_HALF_LIFE_DAYS);
const isUnit = (node: Decaying): boolean => node.labels?.kind === 'conversation';
/** A unit of a transcript the protocol was made for: not the operator's (or the garden's) own conversation. */
const isTranscriptUnit = (node: Decaying): boolean => isUnit(node) && !atLeast(node.retention, 'operator');
const isResolved = (node: Decaying): boolean => node.labels?.resolution === 'resolved' || node.labels?.shipped === true;

const featureRequest: DecayRule = {
  id: 'conversation/feature-request',
  applies: (n) => isUnit(n) && !isResolved(n) && n.labels?.friction === 'feature-gap',
  salience: (n) => n.base,
  graceDays: Infinity,
  describe: () => 'feature request: kept until shipped',
};

const resolved: DecayRule = {
  id: 'conversation/resolved',
  applies: (n) => isTranscriptUnit(n) && isResolved(n),
  salience: (n, at) => {
    const sessions = Math.max(0, at.sessions - (n.labels?.session ?? at.sessions));
    return n.base * 2 ** (-sessions / RESOLVED_HALF_LIFE_SESSIONS) * recency(n, at.now);
  },
  graceDays: 0,
  describe: () => `resolved: half-life ${String(RESOLVED_HALF_LIFE_SESSIONS)} sessions, × recency`,
};

const billing: DecayRule = {
  id: 'conversation/billing',
  applies: (n) => isTranscriptUnit(n) && n.labels?.friction === 'billing',
  salience: (n, at) => n.base * 2 ** (-idleDays(n, at.now) / BILLING_HALF_LIFE_DAYS) * recency(n, at.now),
  graceDays: 0,
  describe: () => `billing complaint: half-life ${String(BILLING_HALF_LIFE_DAYS)} days, × recency`,
};

// Any other unit is what its speaker's class makes it: an operator's own conversation is not trivia. It keeps
// the class half-life and the immunity window, as every other node does.
const unit: DecayRule = {
  id: 'conversation/unit',
  applies: isUnit,
  salience: (n, at, settings) =>
    n.base * 2 ** (-Math.max(0, idleDays(n, at.now) - settings.immunityDays) / settings.halfLifeDays[n.retention]),
  graceDays: 0,
  describe: (n) => `conversation unit: half-life of its class (${n.retention}) after the immunity window`,
};

/** In order: the first that applies decides. */
export const conversationRules: readonly DecayRule[] = [featureRequest, resolved, billing, unit];
