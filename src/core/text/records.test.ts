import { describe, expect, it } from 'vitest';
import { claim } from './claims';
import { bracketedFields, keyedLines, recordFields } from './records';

describe('records read as the labelled statements they make', () => {
  it("reads a JSON object's keys as words and its leaves as values, nested keys in order", () => {
    expect(recordFields('{ "backupTarget": "nas-02", "retention": { "daily_copies": 7 } }')).toEqual([
      ['backup Target', 'nas-02'],
      ['retention daily copies', '7'],
    ]);
    expect(recordFields('{"tags": ["home", "net"]}')).toEqual([['tags', 'home, net']]);
    expect(recordFields('{ not json')).toBeUndefined();
  });

  it('reads a table row by row: a key column, or a header that names the columns', () => {
    expect(recordFields('key,value\nwifi_channel,36\nrouter_model,Archer AX55')).toEqual([
      ['wifi channel', '36'],
      ['router model', 'Archer AX55'],
    ]);
    expect(recordFields('room,heater,setpoint\nstudy,radiator,19\nhall,underfloor,17')).toEqual([
      ['study heater', 'radiator'],
      ['study setpoint', '19'],
      ['hall heater', 'underfloor'],
      ['hall setpoint', '17'],
    ]);
  });

  it("reads a vCard's and an event's properties by what they say, keyed by whom or what the record names", () => {
    const card = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Gary Pellow',
      'N:Pellow;Gary;;;',
      'TEL;TYPE=CELL:+44 7700 900412',
      'ADR;TYPE=WORK:;;Unit 4 Tannery Yard;Kendal;;LA9 4DL;UK',
      'NOTE:cash or bank transfer\\, no cards',
      'END:VCARD',
    ].join('\n');
    expect(recordFields(card)).toEqual([
      ['Gary Pellow phone cell', '+44 7700 900412'],
      ['Gary Pellow address work', 'Unit 4 Tannery Yard, Kendal, LA9 4DL, UK'],
      ['Gary Pellow note', 'cash or bank transfer, no cards'],
    ]);
    // (An event's lines run together as a segment runs them; a parameter may hold spaces.)
    const event =
      'BEGIN:VEVENT UID:0400 DTSTAMP:20270909T081500Z DTSTART;TZID=GMT Standard Time:20270913T100000 ' +
      'SUMMARY:Weekly planning sync ORGANIZER;CN=Ruth Abebe:mailto:ruth@corvane.example LOCATION:Brunel Room (3.14)';
    expect(recordFields(event)).toEqual([
      ['Weekly planning sync start', '13 Sep 2027 10:00'],
      ['Weekly planning sync organiser', 'Ruth Abebe'],
      ['Weekly planning sync location', 'Brunel Room (3.14)'],
    ]);
    // A piece of a record that the model's window cut off asserts nothing; two people's cards are two slots.
    expect(claim('(3.14) END:VEVENT END:VCALENDAR').slots).toEqual([]);
    const other = card.replace(/Gary Pellow/g, 'Marta Olsen').replace('900412', '900555');
    expect(claim(other).slots.map((s) => s.attribute)).not.toContainEqual(claim(card).slots[0]?.attribute);
  });

  it('leaves prose with a comma on every line alone', () => {
    expect(recordFields('Rang Ola, no answer\nTexted Sam, all fine')).toBeUndefined();
    expect(recordFields('Ola,rang back\nSam')).toBeUndefined();
  });

  it('reads a form field in brackets with spaces inside, not a task box or a link', () => {
    expect(bracketedFields('Library card no. [ 88-1204-Q ]')).toBe('Library card no.: 88-1204-Q');
    expect(bracketedFields('- [ ] renew the card')).toBe('- [ ] renew the card');
    expect(bracketedFields('see [the card page](cards.md)')).toBe('see [the card page](cards.md)');
    expect(bracketedFields('options [ a ] or [ b ]')).toBe('options [ a ] or [ b ]');
    expect(bracketedFields('Locker [ 12 ]\nGate code [ 4471 ]  ')).toBe('Locker: 12\nGate code: 4471');
  });

  it('gives the claim reader a whole cell of words as one value, and a date cell as a date', () => {
    const plan = claim('key,value\nbroadband_plan,Fibre Max Home');
    expect(plan.slots.map((s) => [s.attribute.at(-1), s.value.key])).toEqual([['plan', 'fibre max home']]);
    const renewal = claim('key,value\nbroadband_renewal,3 March 2029');
    expect(renewal.slots.map((s) => [s.value.kind, s.value.key])).toEqual([['date', 'dyear=2029,month=3,day=3']]);
  });

  it('reads keys written for machines as labels: an assignment, an org-mode property, a tag that keys a value', () => {
    expect(keyedLines('export BACKUP_BUCKET=s3://vault-7  # moved in May')).toBe(
      'backup bucket: s3://vault-7 (moved in May)',
    );
    expect(keyedLines("GIT_AUTHOR='Ada'")).toBe('git author: Ada');
    expect(keyedLines('* Narrowboat Heron\n:PROPERTIES:\n:BERTH: pontoon C-4\n:END:')).toBe(
      '* Narrowboat Heron\nberth: pontoon C-4',
    );
    expect(keyedLines('#garage-side-door 4417 (new lock)')).toBe('garage side door: 4417 (new lock)');
    const slots = (text: string): string[] => claim(text).slots.map((s) => `${s.attribute.join(' ')}=${s.value.key}`);
    expect(slots('#garage-side-door 4417')).toEqual(slots('garage side door: 4417'));
    // Prose keeps its own: an equation, a property outside a drawer, a tag of one word, a tag before words.
    for (const prose of ['if x=2 then y=4', ':note: bring the charger', '#garage 4417', '#garage-door is stiff'])
      expect(keyedLines(prose)).toBe(prose);
  });

  it('reads a key whose words run together, at the head of its line, as those words', () => {
    expect(keyedLines('url: postgres://db.lan/app\npool_size: 10\n  maxConnections: 200')).toBe(
      'url: postgres://db.lan/app\npool size: 10\n  max connections: 200',
    );
    const slots = (text: string): string[] => claim(text).slots.map((s) => `${s.attribute.join(' ')}=${s.value.key}`);
    expect(slots('max_connections: 200')).toEqual(slots('max connections: 200'));
    // (A unit of time the key ends with is the number's: as a person writes it, and as "cut it to 14 days" says.)
    expect(keyedLines('retention_days: 30\nTIMEOUT_SECONDS=2.5\nmax_days_open: soon')).toBe(
      'retention: 30 days\ntimeout: 2.5 seconds\nmax days open: soon',
    );
    expect(slots('retention_days: 30')).toEqual(['retent=30 days']);
    expect(keyedLines('port_number: 8080')).toBe('port number: 8080');
    // Prose keeps its own: a name with an underscore inside a sentence, a time.
    for (const prose of ['see my_notes: page 2 of the log', 'Standup at 9:30', 'ask @sam_k: he knows'])
      expect(keyedLines(prose)).toBe(prose);
  });

  it('reads a drawer whose lines a segment ran together as the drawer it is', () => {
    expect(keyedLines("Narrowboat 'Heron' :PROPERTIES: :BERTH: pontoon C-4 :LENGTH: 57 ft :END:")).toBe(
      "Narrowboat 'Heron'\nberth: pontoon C-4\nlength: 57 ft\n",
    );
    // Colons in prose open no drawer.
    const prose = 'Agenda: properties: the end of the lease';
    expect(keyedLines(prose)).toBe(prose);
  });
});
