import { describe, expect, it } from 'vitest';
import type { LibraryEntry } from '../../workers/garden/garden-api';
import { libraryRows, NEWEST_FIRST } from './library-rows';

const entry = (title: string, extra: Partial<LibraryEntry> = {}): LibraryEntry => ({
  id: title,
  title,
  kind: 'markdown',
  origin: 'local',
  trust: 'operator',
  receivedAt: 0,
  generatedAt: 0,
  bytes: 10,
  segments: 1,
  states: { active: 1, dormant: 0, quarantined: 0, composted: 0 },
  ...extra,
});

const entries = [
  entry('Note 10', { receivedAt: 3, kind: 'text' }),
  entry('Note 9', { receivedAt: 1, trust: 'foreign', origin: 'https://example.org/boiler' }),
  entry('Boiler manual', { receivedAt: 2, states: { active: 0, dormant: 2, quarantined: 0, composted: 5 } }),
];
const titles = (rows: LibraryEntry[]) => rows.map((r) => r.title);

describe('the Library’s rows', () => {
  it('come newest first, and sort by any column either way, titles in the order a person reads numbers', () => {
    expect(titles(libraryRows(entries, NEWEST_FIRST))).toEqual(['Note 10', 'Boiler manual', 'Note 9']);
    expect(titles(libraryRows(entries, { ...NEWEST_FIRST, sort: 'title', descending: false }))).toEqual([
      'Boiler manual',
      'Note 9',
      'Note 10',
    ]);
    expect(titles(libraryRows(entries, { ...NEWEST_FIRST, sort: 'composted' }))[0]).toBe('Boiler manual');
  });

  it('keep only the sources whose title or origin holds every word, of the kind and trust asked', () => {
    expect(titles(libraryRows(entries, { ...NEWEST_FIRST, text: 'BOILER' }))).toEqual(['Boiler manual', 'Note 9']);
    expect(titles(libraryRows(entries, { ...NEWEST_FIRST, text: 'note example' }))).toEqual(['Note 9']);
    expect(titles(libraryRows(entries, { ...NEWEST_FIRST, kind: 'text' }))).toEqual(['Note 10']);
    expect(titles(libraryRows(entries, { ...NEWEST_FIRST, trust: 'foreign' }))).toEqual(['Note 9']);
    expect(libraryRows(entries, { ...NEWEST_FIRST, text: 'absent' })).toEqual([]);
  });
});
