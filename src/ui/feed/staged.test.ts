import { describe, expect, it } from 'vitest';
import { stagedFile, withoutRepeats } from './staged';

describe('what arrives in the feed', () => {
  it('waits once when the same file is picked twice; another version of it, or another file, waits too', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    const waiting = [stagedFile('notes/boiler.md', bytes('The boiler is in the loft.'))];
    const { fresh, repeats } = withoutRepeats(waiting, [
      stagedFile('notes/boiler.md', bytes('The boiler is in the loft.')),
      stagedFile('notes/boiler.md', bytes('The boiler is in the attic.')),
      stagedFile('notes/shed.md', bytes('The shed key is blue.')),
      stagedFile('notes/shed.md', bytes('The shed key is blue.')),
    ]);
    expect(fresh.map((f) => [f.name, f.bytes])).toEqual([
      ['notes/boiler.md', 27],
      ['notes/shed.md', 21],
    ]);
    expect(repeats).toEqual(['notes/boiler.md', 'notes/shed.md']);
  });
});
