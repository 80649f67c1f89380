import { describe, expect, it } from 'vitest';
import { declaredAliases } from './aliases';

describe('aliases a note declares', () => {
  it('reads a Logseq alias:: property and front-matter aliases, the title being canonical', () => {
    expect(declaredAliases('alias:: LP, [[Ledgerly Pro]]\n- The plan for teams.', 'Pro plan.md')).toEqual({
      lp: 'Pro plan',
      'ledgerly pro': 'Pro plan',
    });
    expect(declaredAliases('---\naliases: [Sync app, sync]\n---\nKeeps calendars aligned.', 'Acme Sync')).toEqual({
      'sync app': 'Acme Sync',
      sync: 'Acme Sync',
    });
    expect(declaredAliases('No aliases here.', 'Plain')).toEqual({});
  });
});
