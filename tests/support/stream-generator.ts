// Generates evaluation streams of the metabolic-eval/2 format from a seed, with ground truth on every fact:
// household facts that get confirmed, updated, challenged by foreign sources, corrected; session logs that
// should decay; foreign rumours with and without a second origin. Wording is drawn from several phrasing
// families per situation, none of them the public stream's, so a garden that only matches one phrasing (or
// the public stream's words) fails here.
import type { Trust } from '../../src/core/types';
import type { Claim, Stream, StreamEvent } from '../../src/eval/stream';

interface Fact {
  subject: string;
  question: string;
  values: [string, string, string];
}

const FACTS: Fact[] = [
  { subject: 'dentist', question: 'Who is my dentist?', values: ['Dr. Ames', 'Dr. Okafor', 'Dr. Patel'] },
  {
    subject: 'car insurer',
    question: 'Which company insures the car?',
    values: ['Harbor Mutual', 'Bluestone Insurance', 'Crown Cover'],
  },
  {
    subject: 'gym',
    question: 'Which gym am I a member of?',
    values: ['Ironworks Gym', 'Riverside Fitness', 'Peak Athletics'],
  },
  {
    subject: 'piano teacher',
    question: 'Who teaches the piano lessons?',
    values: ['Mrs. Lindqvist', 'Mr. Haddad', 'Ms. Romero'],
  },
  {
    subject: 'landlord phone',
    question: "What is the landlord's phone number?",
    values: ['555-0142', '555-0198', '555-0177'],
  },
  {
    subject: 'internet plan',
    question: 'What speed is the home internet plan?',
    values: ['300 Mbps', '1 Gbps', '500 Mbps'],
  },
  {
    subject: 'vet clinic',
    question: 'Which vet clinic treats the cat?',
    values: ['Maple Vet Clinic', 'Northside Animal Hospital', 'Oakwood Vets'],
  },
  {
    subject: 'book club night',
    question: 'Which night does the book club meet?',
    values: ['Thursday', 'Wednesday', 'Monday'],
  },
  { subject: 'school start', question: 'What time does school start?', values: ['8:15', '8:45', '9:00'] },
  { subject: 'recycling day', question: 'Which day is recycling collected?', values: ['Tuesday', 'Friday', 'Monday'] },
  { subject: 'library closing time', question: 'When does the library close?', values: ['8 pm', '6 pm', '5 pm'] },
  { subject: 'bike lock code', question: 'What is the bike lock code?', values: ['4719', '8830', '1204'] },
  {
    subject: 'boiler model',
    question: 'What model is the boiler?',
    values: ['Vaillant ecoTEC 832', 'Worcester Bosch 4000', 'Baxi 600'],
  },
  {
    subject: 'plumber',
    question: 'Which plumber fixes our leaks?',
    values: ['Castillo Plumbing', 'Nguyen & Sons', 'Rapid Pipes'],
  },
  {
    subject: 'electricity supplier',
    question: 'Who supplies our electricity?',
    values: ['Volt Energy', 'Bright Power', 'Sunline Electric'],
  },
  { subject: 'babysitter', question: 'Who is our babysitter?', values: ['Hannah Price', 'Leo Martins', 'Ava Chen'] },
  {
    subject: 'swimming lesson day',
    question: 'Which day are the swimming lessons?',
    values: ['Saturday', 'Sunday', 'Friday'],
  },
  {
    subject: 'wifi password',
    question: 'What is the wifi password?',
    values: ['Lantern-2291', 'Harbour-7730', 'Meadow-1185'],
  },
  { subject: 'doctor', question: 'Who is my GP?', values: ['Dr. Brennan', 'Dr. Iqbal', 'Dr. Sato'] },
  {
    subject: 'parking permit number',
    question: 'What is the parking permit number?',
    values: ['PP-4410', 'PP-9023', 'PP-3376'],
  },
];

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
// Phrasing families of this generator's own: none is a template of the public stream, so a garden that has
// learnt the public stream's words fails here.
const FACT_T = [
  (s: string, v: string) => `The ${s} is ${v}.`,
  (s: string, v: string) => `${cap(s)}: ${v}`,
  (s: string, v: string) => `Our ${s} is ${v}, for the record.`,
  (s: string, v: string) => `Writing it down so I don't forget: ${s} = ${v}.`,
  (s: string, v: string) => `${v} is our ${s}.`,
  (s: string, v: string) => `- ${s}: ${v}\n- last looked at in January`,
];
const CONFIRM_T = [
  (s: string, v: string) => `Checked the ${s} again today, it's still ${v}.`,
  (s: string, v: string) => `${cap(s)} unchanged: ${v}.`,
];
const UPDATE_T = [
  (s: string, v: string) => `We changed the ${s} to ${v} this week.`,
  (s: string, v: string, old: string) => `${cap(s)}: ${v} (was ${old}).`,
  (s: string, v: string, old: string) => `The ${s} is ${v} now, not ${old}.`,
  (s: string, v: string, old: string) => `${v} replaces ${old} as our ${s}.`,
];
const CORRECTION_T = [
  (s: string, v: string, old: string) =>
    `Ignore my note about the ${s} changing to ${v}: that was wrong, it is still ${old}.`,
  (s: string, v: string, old: string) => `My mistake earlier - the ${s} never changed to ${v}. It is ${old}.`,
];
const FOREIGN_T = [
  (s: string, v: string) => `Overheard at the café: the ${s} is apparently ${v}.`,
  (s: string, v: string) => `Some website lists the ${s} as ${v}.`,
  (s: string, v: string) => `A neighbour reckons our ${s} is ${v}, not sure where that came from.`,
];
const FILLERS = [
  'The bathroom tap drips again; a new washer should fix it.',
  'Shopping: rice, tinned tomatoes, coffee, and batteries for the smoke alarm.',
  'The winter coats are in the vacuum bags under the bed.',
  'We said we would visit Grandma on the first Sunday of each month.',
  'The holiday photos still need sorting into albums.',
];
const HEADINGS = ['## Odds and ends', '# Home admin', '## This week', '# Notes'];
const SESSIONS: [string, string][] = [
  ['Train sat outside the station for twenty minutes again.', 'train station twenty minutes'],
  ['Hoovered the stairs and watered the plants.', 'hoovered stairs plants'],
  ['Ate leftover curry at my desk around one.', 'leftover curry desk'],
  ['Lost ten minutes hunting for the car keys.', 'hunting car keys'],
  ['Half-watched a quiz show, forgot it already.', 'quiz show forgot'],
  ['The new oat milk tastes odd, not buying it again.', 'oat milk tastes odd'],
  ['The scanner refused to scan until I restarted it.', 'scanner restarted'],
];
const RUMOURS: [string, string, string, string][] = [
  [
    'Someone in the parents group says the leisure centre opens its new climbing wall in May.',
    'The leisure centre newsletter confirms its new climbing wall opens in May.',
    'When does the climbing wall open?',
    'climbing wall opens in May',
  ],
  [
    'Apparently the number 12 bus will stop running past the library.',
    'Transit update: the number 12 bus will stop running past the library from next month.',
    'Does the number 12 bus still go past the library?',
    'stop running past the library',
  ],
  [
    'Gossip at the school gate: the summer fair moves to the rugby club field.',
    'The school bulletin says the summer fair moves to the rugby club field this year.',
    'Where is the summer fair?',
    'summer fair moves to the rugby club field',
  ],
  [
    'Read somewhere that the recycling centre closes on Wednesdays now.',
    'Council site: the recycling centre closes on Wednesdays.',
    'When is the recycling centre closed?',
    'recycling centre closes on Wednesdays',
  ],
  [
    'A post online claims the corner shop will start selling fresh bagels.',
    'Sign in the window: the corner shop will start selling fresh bagels.',
    'Does the corner shop sell bagels?',
    'selling fresh bagels',
  ],
];
const ORIGINS = ['forum.local', 'blog.random', 'council.news', 'radio.local', 'flyer.town'];

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateStream(seed: number): Stream {
  const rand = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const shuffled = [...FACTS].sort(() => rand() - 0.5);
  const events: { t: number; event: StreamEvent }[] = [];
  const day = 86_400_000;
  const start = Date.parse('2026-01-05T08:00:00Z');
  let n = 0;
  const at = (t: number) => new Date(Math.round(t / 3_600_000) * 3_600_000).toISOString().replace('.000Z', 'Z');
  const ingest = (t: number, trust: Trust, text: string, title: string, origin?: string, truth?: Claim) =>
    events.push({
      t,
      event: {
        at: at(t),
        ingest: {
          id: `g-${++n}`,
          title,
          trust,
          text,
          ...(origin ? { origin } : {}),
          ...(truth ? { truth: [truth] } : {}),
        },
      },
    });
  const claim = (fact: Fact, value: string): Claim => ({ slot: fact.subject, value });
  const probe = (t: number, p: Record<string, unknown>) =>
    events.push({
      t,
      event: { at: at(t), probe: { id: `q-${++n}`, ...p } as StreamEvent extends { probe: infer P } ? P : never },
    });
  const wrap = (line: string) =>
    rand() < 0.5 ? line : `${pick(HEADINGS)}\n\n${pick(FILLERS)}\n\n${line}\n\n${pick(FILLERS)}`;

  shuffled.slice(0, 16).forEach((fact, i) => {
    const [v0, v1, v2] = fact.values;
    const t0 = start + i * 2 * day + rand() * day;
    ingest(t0, 'operator', wrap(pick(FACT_T)(fact.subject, v0)), fact.subject, undefined, claim(fact, v0));
    const role = i % 4;
    if (rand() < 0.5)
      ingest(
        t0 + (3 + rand() * 10) * day,
        'operator',
        wrap(pick(CONFIRM_T)(fact.subject, v0)),
        fact.subject,
        undefined,
        claim(fact, v0),
      );
    const tChange = t0 + (25 + rand() * 40) * day;
    if (role === 0 || role === 1) {
      // An update: the old value goes to compost.
      ingest(tChange, 'operator', wrap(pick(UPDATE_T)(fact.subject, v1, v0)), fact.subject, undefined, claim(fact, v1));
      probe(tChange + 1.5 * day, { kind: 'lesion-resolved', query: fact.question, sides: [v0, v1] });
      probe(tChange + 10 * day, { kind: 'update', query: fact.question, expect: v1, reject: [v0] });
      probe(tChange + 40 * day, { kind: 'compost', query: fact.question, expect: v0 });
      if (role === 1) {
        // ...and a correction that reverts it.
        const tFix = tChange + 50 * day;
        ingest(tFix, 'operator', pick(CORRECTION_T)(fact.subject, v1, v0), fact.subject, undefined, claim(fact, v0));
        probe(tFix + 3 * day, { kind: 'update', query: fact.question, expect: v0, reject: [v1] });
      }
    } else if (role === 2) {
      // A foreign source contradicts the operator: a lesion, and the operator keeps ranking first.
      ingest(tChange, 'foreign', pick(FOREIGN_T)(fact.subject, v2), fact.subject, pick(ORIGINS), claim(fact, v2));
      probe(tChange + day, { kind: 'lesion', query: fact.question, sides: [v0, v2] });
      probe(tChange + 2 * day, { kind: 'update', query: fact.question, expect: v0, reject: [v2] });
    } else {
      probe(t0 + (200 + rand() * 100) * day, { kind: 'recall', query: fact.question, expect: v0 });
    }
  });
  SESSIONS.forEach(([text, query], i) => {
    const t = start + (3 + i * 9) * day + rand() * day;
    ingest(t, 'session', text, 'Session log');
    const later = t + (150 + rand() * 60) * day;
    probe(later, { kind: 'suppressed', query, reject: [text.slice(0, 40)] });
    probe(later, { kind: 'compost', query, expect: text.slice(0, 40) });
  });
  RUMOURS.forEach(([first, second, question, key], i) => {
    const t = start + (20 + i * 15) * day + rand() * day;
    const o1 = pick(ORIGINS);
    ingest(t, 'foreign', first, 'Rumour', o1);
    probe(t + 2 * day, { kind: 'suppressed', query: question, reject: [key] });
    if (i % 2 === 0) {
      const o2 = ORIGINS.find((o) => o !== o1) ?? 'other.origin';
      ingest(t + (5 + rand() * 30) * day, 'foreign', second, 'Rumour', o2);
      probe(t + 40 * day, { kind: 'recall', query: question, expect: key });
    }
  });
  events.sort((a, b) => a.t - b.t);
  return {
    format: 'metabolic-eval/2',
    name: `generated-${seed}`,
    description: 'A generated stream (tests/support/stream-generator.ts).',
    events: events.map((e) => e.event),
  };
}
