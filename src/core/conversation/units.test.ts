import { describe, expect, it } from 'vitest';
import { segment } from '../segmentation/segment';
import { gatherUnits } from './units';

// One vector for every sentence: no topic ever shifts, so only the buffer and emphasis cut.
const same = (n: number): Float32Array[] => Array.from({ length: n }, () => Float32Array.from([1, 0, 0]));
const units = (transcript: string) => {
  const pieces = segment(transcript, 'conversation');
  return gatherUnits(pieces, same(pieces.length)).map((u) => u.draft);
};

describe('the conversation buffer', () => {
  it('cuts before an emphasis marker laid down as a rule, not before a plain "never"', () => {
    const cut = units(
      'Customer: The reset email never arrived yesterday.\nAgent: I have resent it now.\nCustomer: Never send invoices to my old address again.\nAgent: Noted.',
    );
    expect(cut.map((u) => u.emphasis)).toEqual([undefined, 'never']);
    expect(cut[1]?.text).toMatch(/^Customer: Never send invoices/);
  });

  it('holds at most 8 raw turns in a unit', () => {
    const turns = Array.from(
      { length: 11 },
      (_, i) => `${i % 2 ? 'Agent' : 'Customer'}: Turn number ${String(i + 1)} about the export.`,
    );
    const cut = units(turns.join('\n'));
    expect(cut).toHaveLength(2);
    expect(cut[0]?.text.split('\n')).toHaveLength(8);
  });

  it('cuts where a speaker opens a new topic with a marker', () => {
    const cut = units(
      'Customer: My invoice shows the wrong VAT number.\nAgent: I have corrected the VAT number.\nCustomer: Also, the mobile app logs me out every hour.\nAgent: I will look into the logouts.',
    );
    expect(cut.map((u) => u.text.split('\n')[0])).toEqual([
      'Customer: My invoice shows the wrong VAT number.',
      'Customer: Also, the mobile app logs me out every hour.',
    ]);
  });
});
