import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, mergeSettings, validateSettings } from './settings';

describe('settings', () => {
  it('accepts the defaults and a change within the rules', () => {
    expect(validateSettings(DEFAULT_SETTINGS)).toEqual([]);
    expect(validateSettings(mergeSettings({ halfLifeDays: { ...DEFAULT_SETTINGS.halfLifeDays, session: 3 } }))).toEqual(
      [],
    );
  });

  it("refuses what no user could mean, each reason in a user's words and once", () => {
    const bad = mergeSettings({
      halfLifeDays: { ...DEFAULT_SETTINGS.halfLifeDays, foreign: 0, session: Number.NaN },
      compostFloor: 0.5,
      profileTokens: 5,
      aliases: { ' ': 'Priya' },
      sections: [
        { id: 's1', name: '', value: 'journals', field: 'folder', policy: 'half-life', days: 10 },
        { id: 's2', name: 'Tags', value: 'x', field: 'colour' as never, policy: 'half-life', days: -1 },
      ],
    });
    expect(validateSettings(bad)).toEqual([
      'half-life for session must be a positive number of days',
      'half-life for foreign must be a positive number of days',
      'a section needs a name and a value',
      'a section must gather by folder, tag, kind, type',
      "a section's window must be a positive number of days",
      'an alias needs both a variant and a canonical name',
      'the profile budget must be between 100 and 100,000 tokens',
    ]);
  });

  it('holds the thresholds in order', () => {
    expect(validateSettings(mergeSettings({ compostFloor: 0.5 }))).toEqual([
      'thresholds must satisfy 0 < compost floor < dormant threshold < 1',
    ]);
  });

  it('names the field when a value is of the wrong type altogether', () => {
    expect(
      validateSettings({ ...DEFAULT_SETTINGS, packs: { ...DEFAULT_SETTINGS.packs, conversation: 'yes' } }),
    ).toEqual(['packs.conversation: expected boolean, received string']);
    expect(validateSettings('not settings')).toEqual(['the settings: expected object, received string']);
  });
});
