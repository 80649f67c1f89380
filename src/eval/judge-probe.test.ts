import { describe, expect, it } from 'vitest';
import { passes } from './judge-probe';

describe('probe judging (FORMAT.md)', () => {
  it('recall: expect anywhere in the top 3, case-insensitive', () => {
    const p = { id: 'p', kind: 'recall' as const, query: 'q', expect: 'dr. okafor' };
    expect(passes(p, { top: ['a', 'The dentist is Dr. Okafor'] })).toBe(true);
    expect(passes(p, { top: ['a', 'b', 'c'] })).toBe(false);
  });

  it('update: no rejected string may rank above the first result with the expected one', () => {
    const p = { id: 'p', kind: 'update' as const, query: 'q', expect: 'Okafor', reject: ['Ames'] };
    expect(passes(p, { top: ['Switched to Okafor, no longer Ames', 'Ames'] })).toBe(true);
    expect(passes(p, { top: ['Dr. Ames', 'Dr. Okafor'] })).toBe(false);
    expect(passes(p, { top: ['x'] })).toBe(false);
  });

  it('suppressed, compost and lesion kinds', () => {
    expect(passes({ id: 'p', kind: 'suppressed', query: 'q', reject: ['June'] }, { top: ['in July'] })).toBe(true);
    expect(passes({ id: 'p', kind: 'suppressed', query: 'q', reject: ['June'] }, { top: ['in june'] })).toBe(false);
    const compost = { id: 'p', kind: 'compost' as const, query: 'q', expect: 'Ames' };
    expect(passes(compost, { top: ['Dr. Ames'], reasons: ['superseded: by Okafor'] })).toBe(true);
    expect(passes(compost, { top: ['Dr. Ames'], reasons: [''] })).toBe(false);
    const lesion = { id: 'p', kind: 'lesion' as const, query: 'q', sides: ['8:15', '9:00'] as [string, string] };
    expect(passes(lesion, { top: [], lesions: [['starts 9:00', 'starts 8:15']] })).toBe(true);
    expect(passes({ ...lesion, kind: 'lesion-resolved' }, { top: [], lesions: [['starts 9:00', 'starts 8:15']] })).toBe(
      false,
    );
    expect(passes({ ...lesion, kind: 'lesion-resolved' }, { top: [], lesions: [] })).toBe(true);
  });
});
