import { describe, expect, it } from 'vitest';
import { parseTranscript } from './conversation';
import { segment } from './segment';
import { WINDOW_TOKENS } from './windows';

describe('segmentation', () => {
  it('cuts markdown at paragraphs, list items and code fences, keeping the headings as context', () => {
    const md =
      '# Home\n\nThe boiler is in the loft.\n\n## Keys\n\n- spare key in the tin\n- bike key on the hook\n\n```sh\nmake heat\n```\n';
    const segs = segment(md, 'markdown');
    expect(segs.map((s) => [s.boundary, s.text, s.context.join(' > ')])).toEqual([
      ['paragraph', 'The boiler is in the loft.', 'Home'],
      ['list-item', 'spare key in the tin', 'Home > Keys'],
      ['list-item', 'bike key on the hook', 'Home > Keys'],
      ['code', 'make heat', 'Home > Keys'],
    ]);
  });

  it("joins a writer's wrapped lines, but keeps a pasted chat's lines one message each", () => {
    const wrapped = 'The boiler is serviced\nevery October by\nthe same engineer.';
    expect(segment(wrapped, 'markdown').map((s) => s.text)).toEqual([
      'The boiler is serviced every October by the same engineer.',
    ]);
    const chat = 'Zeynep — Today at 6:02 PM\nthe hut key is under the red pot\nOskari — Today at 6:05 PM\ngot it';
    expect(segment(chat, 'markdown').map((s) => s.text)).toEqual([chat]);
    const log = '[09:12] ines: build 4411 is green\n[09:13] bo: shipping it';
    expect(segment(log, 'text').map((s) => s.text)).toEqual([log]);
    // A channel's name, then its messages under headers set apart from their time by a wide gap.
    const slack =
      '#platform-ops\nDariusz Nowak  9:01 AM\nledger cluster got bumped to 16.3\nAmaka Eze  9:02 AM\nnice one';
    expect(segment(slack, 'markdown').map((s) => s.text)).toEqual([slack.replace(/ {2}/g, ' ')]);
    // (A schedule's lines are no headers: a name and a time with nothing set between them.)
    const schedule = 'Dr Ames 9:30\nPhysio Ruth 11:15\nbring the referral letter';
    expect(segment(schedule, 'markdown').map((s) => s.text)).toEqual([schedule.replace(/\n/g, ' ')]);
    // Two messages, each opened by who speaks: the phone number does not run on into the next speaker's name.
    const two = 'Aiyana: new guy is Grzegorz, 0151 496 0918\nWojtek: ok good to know';
    expect(segment(two, 'markdown').map((s) => s.text)).toEqual([two]);
    // (One label over a wrapped line is one sentence.)
    expect(segment('Note: the vet said that\nPepper needs a booster.', 'markdown').map((s) => s.text)).toEqual([
      'Note: the vet said that Pepper needs a booster.',
    ]);
  });

  it("keeps a record's fields one line each, and joins prose that only has short lines", () => {
    const card = 'Oakfield Vets\n14 Mill Road, Ashby\nCall: 01632 960501\nOpening hours: Mon–Sat 8:00–18:00';
    expect(segment(card, 'markdown').map((s) => s.text)).toEqual([card]);
    // (A text with no fields, or with a line that runs on into the next, is one paragraph.)
    const poster = 'Summer fair\nSaturday 8 June · 13:30\nThe Green, Ashby';
    expect(segment(poster, 'markdown').map((s) => s.text)).toEqual([
      'Summer fair Saturday 8 June · 13:30 The Green, Ashby',
    ]);
    const runOn = 'Note: the vet said\nthat Pepper needs\na booster in May.';
    expect(segment(runOn, 'markdown').map((s) => s.text)).toEqual([
      'Note: the vet said that Pepper needs a booster in May.',
    ]);
  });

  it('drops inline markup but keeps what only looks like it: an underscore inside a word, an asterisk in sums', () => {
    const md =
      'field,value\nelectricity_standing_charge,53.2p/day\n\nThe **new** code is _4471_, see [the wiki](wiki/home.md) and `user_id`; 5 * 3 * 2 = 30.';
    expect(segment(md, 'markdown').map((s) => s.text)).toEqual([
      'field,value electricity_standing_charge,53.2p/day',
      'The new code is 4471, see the wiki and user_id; 5 * 3 * 2 = 30.',
    ]);
  });

  it("reads Logseq outlines: tab-nested bullets are list items, a user's properties are text, the outliner's own are not", () => {
    const md =
      'type:: [[Feature]]\n\n## Usage\n\t- Type the `/Code block` command.\n\t\t- name:: Code block\n\t\t  See [[Calculator]] too.\n\t- Third\n\t  id:: 6433a1c2-5e0b-4c47-9f1e-3c1d2c8f4a11\n\t  collapsed:: true\n';
    const segs = segment(md, 'markdown');
    expect(segs.map((s) => s.text)).toEqual([
      'type: Feature',
      'Type the /Code block command.',
      'name: Code block See Calculator too.',
      'Third',
    ]);
    expect(segs.map((s) => s.boundary)).toEqual(['paragraph', 'list-item', 'list-item', 'list-item']);
  });

  it('keeps what a user wrote with a hash sign: a tag, a channel, a number', () => {
    expect(segment('Post it in #team-news, locker #12, tagged #errands.', 'markdown').map((s) => s.text)).toEqual([
      'Post it in #team-news, locker #12, tagged #errands.',
    ]);
  });

  it('keeps a note made only of properties: "payment-terms:: net 30" is what the user wrote down', () => {
    expect(segment('payment-terms:: net 30', 'markdown').map((s) => s.text)).toEqual(['payment-terms: net 30']);
    expect(segment('id:: 6433a1c2-5e0b\ncollapsed:: true', 'markdown')).toEqual([]);
  });

  it('keeps the front-matter title as context and not as text', () => {
    const segs = segment('---\ntitle: Sep 23rd, 2020\n---\n\n- Test something\n', 'markdown');
    expect(segs).toHaveLength(1);
    expect(segs[0]?.text).toBe('Test something');
    expect(segs[0]?.context).toEqual(['Sep 23rd, 2020']);
  });

  it('reads Obsidian front matter as metadata: lists, aliases and tags never become text', () => {
    const md =
      '---\ntitle: "Allotment"\naliases: [plot, veg patch]\ntags:\n  - garden\n  - outdoors\ndate: 2025-04-02\n---\nPlot 14 is ours, see [[Water rota|the rota]].\n';
    const segs = segment(md, 'markdown');
    expect(segs.map((s) => [s.text, s.context])).toEqual([['Plot 14 is ours, see the rota.', ['Allotment']]]);
  });

  it('takes only the main content of HTML: no scripts, styles, navigation or handlers', () => {
    const html = `<!doctype html><html><head><title>T</title><style>p{color:red}</style><script>alert(1)</script></head>
      <body><nav><a href="/">Home</a></nav><main><h1>Ferry</h1><p onclick="steal()">The fare is <b>4.50</b>.</p>
      <ul><li>Runs hourly</li><li><a href="javascript:alert(2)">Timetable</a></li></ul><script>evil()</script></main>
      <footer>© someone</footer></body></html>`;
    const segs = segment(html, 'html');
    expect(segs.map((s) => s.text)).toEqual(['The fare is 4.50.', 'Runs hourly', 'Timetable']);
    expect(segs[0]?.context).toEqual(['Ferry']);
    expect(JSON.stringify(segs)).not.toMatch(/alert|evil|steal|color:red|Home|someone/);
  });

  it('cuts a transcript into sentences that keep their speaker', () => {
    const segs = segment('Alex: my invoice is wrong. It says 40.\nSam: let me look\nAlex: thanks', 'conversation');
    expect(segs.map((s) => s.boundary)).toEqual(['turn', 'sentence', 'turn', 'turn']);
    expect(segs.map((s) => s.context[0])).toEqual(['Alex', 'Alex', 'Sam', 'Alex']);
    expect(segs[1]?.text).toBe('It says 40.');
  });

  it('keeps a name with dots in it whole when it cuts a transcript into sentences', () => {
    const segs = segment(
      'tom: what is the sandbox for OrbitPay?\nmaya: use sbx2.orbitpay.dev from now. creds are in the vault\ntom: thanks',
      'conversation',
    );
    expect(segs.map((s) => s.text)).toContain('use sbx2.orbitpay.dev from now.');
  });

  it("cuts a JSON object by its objects: each one's fields as lines, under the keys that lead to it", () => {
    const config = JSON.stringify(
      {
        version: '1',
        default: {
          repository: 'sftp:backup@nas.lan:/srv/restic',
          backup: { source: ['/home', '/etc'], schedule: '*-*-* 02:30' },
          forget: { 'keep-within': '45d', 'keep-monthly': 12, prune: true, note: null },
        },
      },
      null,
      2,
    );
    for (const kind of ['markdown', 'text'] as const) {
      const segs = segment(config, kind);
      expect(segs.map((s) => [s.context.join(' › '), s.text])).toEqual([
        ['', 'version: 1'],
        ['default', 'repository: sftp:backup@nas.lan:/srv/restic'],
        ['default › backup', 'source: /home, /etc\nschedule: *-*-* 02:30'],
        ['default › forget', 'keep-within: 45d\nkeep-monthly: 12\nprune: true'],
      ]);
    }
    // Many fields are grouped so that a piece fits the window; text that is not JSON is read as text.
    const wide = JSON.stringify(Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`field${i}`, `value ${i}`])));
    const pieces = segment(wide, 'text');
    expect(pieces.length).toBeGreaterThan(1);
    expect(
      pieces
        .map((s) => s.text)
        .join('\n')
        .split('\n'),
    ).toHaveLength(60);
    expect(segment('{ this is not JSON }', 'text').map((s) => s.text)).toEqual(['{ this is not JSON }']);
  });

  it("cuts a table's rows apart, each its cells one column each under the row's name; prose with commas is no table", () => {
    const bills =
      'bill,provider,account ref,Day Of Month\nCouncil tax,South Lakeland DC,6119044-3,1st\nWater,United Utilities,"UU 3380, 09",15th\n';
    const segs = segment(bills, 'text');
    expect(segs.map((s) => [s.context.join(' › '), s.text])).toEqual([
      ['Council tax', 'bill: Council tax\nprovider: South Lakeland DC\naccount ref: 6119044-3\nday of month: 1st'],
      ['Water', 'bill: Water\nprovider: United Utilities\naccount ref: UU 3380, 09\nday of month: 15th'],
    ]);
    // (Tabs delimit as commas do; a key and its value on each line are read by the claim reader, not cut here.)
    expect(segment('name\tcity\tphone\nJo\tLeeds\t0113 496 0000', 'markdown')[0]?.text).toBe(
      'name: Jo\ncity: Leeds\nphone: 0113 496 0000',
    );
    expect(segment('field,value\npool_size,10', 'text').map((s) => s.context)).toEqual([[]]);
    const prose = 'Milk, eggs, bread\nApples, pears, plums';
    expect(segment(prose, 'text').map((s) => s.text)).toEqual(['Milk, eggs, bread Apples, pears, plums']);
  });

  it('cuts a calendar or a card file by its records, under their names, without the bookkeeping', () => {
    const invite = [
      'BEGIN:VCALENDAR',
      'PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN',
      'BEGIN:VEVENT',
      'UID:040000008200E00074C5B7101A82E00800000000B0F3C7E6',
      'SEQUENCE:1',
      'DTSTART;TZID=GMT Standard Time:20270927T100000',
      'SUMMARY:Weekly planning sync',
      'LOCATION:Faraday Room (2.07)',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'SUMMARY:Retro',
      'LOCATION:Brunel Room',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(segment(invite, 'text').map((s) => [s.context.join(' › '), s.text])).toEqual([
      [
        'Weekly planning sync',
        'BEGIN:VEVENT\nDTSTART;TZID=GMT Standard Time:20270927T100000\nSUMMARY:Weekly planning sync\nLOCATION:Faraday Room (2.07)\nEND:VEVENT',
      ],
      ['Retro', 'BEGIN:VEVENT\nSUMMARY:Retro\nLOCATION:Brunel Room\nEND:VEVENT'],
    ]);
    // (A record left open is dropped, and the next one is still read.)
    const broken =
      'BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:Lost\nBEGIN:VEVENT\nSUMMARY:Retro\nLOCATION:Brunel Room\nEND:VEVENT';
    expect(segment(broken, 'text').map((s) => s.context)).toEqual([['Retro']]);
    // (A line folded onto the next is one property.)
    const card = 'BEGIN:VCARD\nVERSION:3.0\nFN:Gary Pellow\nNOTE:cash or bank\n  transfer\nEND:VCARD';
    expect(segment(card, 'markdown').map((s) => s.text)).toEqual([
      'BEGIN:VCARD\nFN:Gary Pellow\nNOTE:cash or bank transfer\nEND:VCARD',
    ]);
  });

  it('cuts a long chat between its messages, never inside one, so a message stays with who sent it', () => {
    const say = (i: number): string =>
      `[18/08/2027, 09:${String(10 + i)}] Helen Fellside: Hi! Message ${i} says the key safe by the door has its own code now.`;
    const chat = Array.from({ length: 8 }, (_, i) => say(i)).join('\n');
    const segs = segment(chat, 'text');
    expect(segs.length).toBeGreaterThan(1);
    expect(segs.flatMap((s) => s.text.split('\n'))).toEqual(chat.split('\n'));
  });

  it('reads a single exchange between conversational roles as a conversation, and a list of fields as a note', () => {
    expect(
      parseTranscript('Customer: The export drops the date column.\nAgent: I have filed a feature request.'),
    ).toHaveLength(2);
    expect(
      parseTranscript('Monday: swim class at the leisure centre\nTuesday: piano lessons with Mrs Lee at five'),
    ).toBeNull();
  });

  it("joins a letter's greeting and sign-off to the paragraph beside them, and nothing else that is short", () => {
    const letter = 'Hi Sam,\n\nJust so you have it: my GP is Dr Patel at Ashfield Surgery.\n\nThanks,\nJo';
    expect(segment(letter, 'text').map((s) => s.text)).toEqual([
      'Hi Sam,\nJust so you have it: my GP is Dr Patel at Ashfield Surgery.\nThanks, Jo',
    ]);
    // A short paragraph without the comma of a letter, or with a number, keeps its own segment.
    expect(segment('Groceries\n\nMilk, eggs and bread from the market.', 'text')).toHaveLength(2);
    expect(segment('Flat 2, Alma Road\n\nThe door code is 1985.', 'text')).toHaveLength(2);
    expect(segment('- Hi Sam,\n- call the plumber', 'markdown')).toHaveLength(2);
  });

  it('does not mistake one labelled line for a dialogue', () => {
    expect(segment('Note to self: the car insurer is Bluestone.', 'text')[0]?.boundary).toBe('paragraph');
  });

  it('falls back to sentences to fit the model window, and cuts runaway sentences between words', () => {
    const long = Array.from(
      { length: 40 },
      (_, i) => `Sentence number ${i} talks about topic ${i} at some length.`,
    ).join(' ');
    const runaway = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
    const segs = segment(`${long}\n\n${runaway}`, 'text');
    expect(segs.length).toBeGreaterThan(4);
    expect(segs.every((s) => s.mass <= WINDOW_TOKENS && s.text.length > 0)).toBe(true);
    expect(segs.some((s) => s.boundary === 'sentence')).toBe(true);
    // Nothing is lost on the way.
    expect(
      segs
        .map((s) => s.text)
        .join(' ')
        .split(/\s+/)
        .filter((w) => w.startsWith('word')),
    ).toHaveLength(400);
  });

  it('weighs segments: mass grows with length, repetitive text is less dense than varied text', () => {
    const [varied] = segment('Lentils, lemons, oats and olive oil from the market on Saturday.', 'text');
    const [water] = segment('very very very very very very very very good good good good', 'text');
    expect(varied?.mass).toBeGreaterThan(10);
    expect(varied?.density).toBeGreaterThan(0.5);
    expect(water?.density).toBeLessThan(varied?.density ?? 0);
  });

  it('yields nothing for markup without text', () => {
    expect(segment('<html><body><script>x()</script><style>a{}</style></body></html>', 'html')).toEqual([]);
    expect(segment('---\n\n***\n\n- \n', 'markdown')).toEqual([]);
  });
});

describe('measuring with the model tokenizer', () => {
  it('asks the tokenizer only about texts too long to fit for certain, and still cuts to the exact budget', () => {
    const asked: string[] = [];
    // A stand-in tokenizer: one token a character, plus the model's two markers.
    const count = (t: string): number => {
      asked.push(t);
      return t.length + 2;
    };
    const short = segment('- The spare key is under the blue pot.\n- The meter is by the door.', 'markdown', count, 60);
    expect(short.map((s) => s.text)).toEqual(['The spare key is under the blue pot.', 'The meter is by the door.']);
    expect(asked).toEqual([]);

    const long = 'word '.repeat(40).trim();
    const cut = segment(long, 'text', count, 60);
    expect(asked.length).toBeGreaterThan(0);
    expect(cut.every((s) => count(s.text) <= 60)).toBe(true);
    expect(cut.map((s) => s.text).join(' ')).toBe(long);
  });
});
