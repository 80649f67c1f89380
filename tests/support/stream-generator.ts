// Generates evaluation streams of the metabolic-eval/1 format from a seed: household facts that get
// confirmed, updated, challenged by foreign sources, corrected; session logs that should decay; foreign
// rumours with and without a second origin. Wording is drawn from several templates per situation, so a
// garden that only matches one phrasing fails here.
import type { Trust } from '../../src/core/model';
import type { Stream, StreamEvent } from '../../src/eval/stream';

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

const FACT_T = [
  (s: string, v: string) => `For reference, the ${s} is ${v}.`,
  (s: string, v: string) => `The ${s} is ${v}.`,
  (s: string, v: string) => `Filed under home: the ${s} is ${v}.`,
  (s: string, v: string) => `Remember: ${s} - ${v}.`,
  (s: string, v: string) => `Household facts: ${s} = ${v}.`,
  (s: string, v: string) => `My ${s} is ${v}. Keep this in the household binder.`,
];
const CONFIRM_T = [
  (s: string, v: string) => `Double-checked the ${s}: still ${v}.`,
  (s: string, v: string) => `Confirmed again today: the ${s} is still ${v}.`,
];
const UPDATE_T = [
  (s: string, v: string) => `Note to self: ${v} is the ${s} from now on.`,
  (s: string, v: string) => `As of this month the ${s} changed to ${v}.`,
  (s: string, v: string, old: string) => `I switched to a new ${s}: ${v}. No longer going with ${old}.`,
  (s: string, v: string) => `Update: the ${s} is now ${v}.`,
];
const FOREIGN_T = [
  (s: string, v: string) => `Someone on a neighbourhood forum claims the ${s} is ${v}.`,
  (s: string, v: string) => `A random blog says: ${s} is ${v}, apparently.`,
  (s: string, v: string) => `Unverified: the ${s} is ${v}.`,
];
const FILLERS = [
  'The hallway still needs a second coat of paint, and the ladder is in the shed behind the mower.',
  'Groceries: oats, lentils, lemons, and the good olive oil if it is on offer.',
  'The spare keys went back into the blue tin on the top shelf of the pantry.',
  'We agreed to keep Saturday mornings free for the allotment, weather permitting.',
  'Photos from the coast trip are backed up to the external drive labelled TRAVEL.',
];
const HEADINGS = ['## House log', '# Weekly notes', '## Sunday admin', '# Things to sort out'];
const SESSIONS: [string, string][] = [
  ['Bus was late again by 12 minutes this morning.', 'bus late minutes morning'],
  ['Cleaned the kitchen counters and took out the bins.', 'cleaned kitchen counters bins'],
  ['Had a cheese sandwich and an apple for lunch at 13:00.', 'cheese sandwich apple lunch'],
  ['Spent twenty minutes looking for the other sock.', 'twenty minutes looking sock'],
  ['Watched two episodes of a cooking show tonight, nothing memorable.', 'episodes cooking show'],
  ['Tried a new tea, a bit too bitter, probably will not buy it again.', 'tea bitter buy'],
  ['The printer jammed twice before it printed the tickets.', 'printer jammed tickets'],
];
const RUMOURS: [string, string, string, string][] = [
  [
    'Some post says the municipal pool reopens in June after repairs.',
    'Local radio: the municipal pool reopens in June after the repairs.',
    'When does the municipal pool reopen?',
    'pool reopens in June',
  ],
  [
    'The ferry fare rises to 4.50 next month, says a commuter forum.',
    'Local radio transcript: ferry fare rises to 4.50 from the first of the month.',
    'How much is the ferry fare?',
    'ferry fare rises to 4.50',
  ],
  [
    'Word is the farmers market moves to Quay Square in spring.',
    'Council newsletter scan: the farmers market moves to Quay Square.',
    'Where has the farmers market moved?',
    'farmers market moves to Quay Square',
  ],
  [
    'Heard online that the harbour night market runs every second Saturday.',
    'A flyer says the harbour night market runs every second Saturday.',
    'When is the harbour night market?',
    'every second Saturday',
  ],
  [
    'Unverified: the Alder Street bakery sells rye bread on Tuesdays.',
    'A neighbour mentioned the Alder Street bakery sells rye bread on Tuesdays.',
    'Does the Alder Street bakery sell rye bread?',
    'rye bread on Tuesdays',
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
  const ingest = (t: number, trust: Trust, text: string, title: string, origin?: string) =>
    events.push({
      t,
      event: { at: at(t), ingest: { id: `g-${++n}`, title, trust, text, ...(origin ? { origin } : {}) } },
    });
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
    ingest(t0, 'operator', wrap(pick(FACT_T)(fact.subject, v0)), fact.subject);
    const role = i % 4;
    if (rand() < 0.5)
      ingest(t0 + (3 + rand() * 10) * day, 'operator', wrap(pick(CONFIRM_T)(fact.subject, v0)), fact.subject);
    const tChange = t0 + (25 + rand() * 40) * day;
    if (role === 0 || role === 1) {
      // An update: the old value goes to compost.
      ingest(tChange, 'operator', wrap(pick(UPDATE_T)(fact.subject, v1, v0)), fact.subject);
      probe(tChange + 1.5 * day, { kind: 'lesion-resolved', query: fact.question, sides: [v0, v1] });
      probe(tChange + 10 * day, { kind: 'update', query: fact.question, expect: v1, reject: [v0] });
      probe(tChange + 40 * day, { kind: 'compost', query: fact.question, expect: v0 });
      if (role === 1) {
        // ...and a correction that reverts it.
        const tFix = tChange + 50 * day;
        ingest(
          tFix,
          'operator',
          `Correction: the change of ${fact.subject} to ${v1} was a mistake; it is still ${v0}.`,
          fact.subject,
        );
        probe(tFix + 3 * day, { kind: 'update', query: fact.question, expect: v0, reject: [v1] });
      }
    } else if (role === 2) {
      // A foreign source contradicts the operator: a lesion, and the operator keeps ranking first.
      ingest(tChange, 'foreign', pick(FOREIGN_T)(fact.subject, v2), fact.subject, pick(ORIGINS));
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
    format: 'metabolic-eval/1',
    name: `generated-${seed}`,
    description: 'A generated stream (tests/support/stream-generator.ts).',
    events: events.map((e) => e.event),
  };
}
