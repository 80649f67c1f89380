import { describe, expect, it } from 'vitest';
import { read } from './comparison';
import { replacedPart } from './replaced-part';

const newer = (text: string) => read(text, text.length / 4);
/** A similarity the model gives two notes of one slot in other words. */
const NEAR = 0.7;

describe('what of an older note a newer one replaces', () => {
  it('cuts out the sentence it tells again, and keeps the ones about other things', () => {
    expect(
      replacedPart(
        'The boiler service is booked with Kestrel Heating on 14 October. The stopcock is under the kitchen sink.',
        newer('Moved the boiler service to 2 November, Kestrel had a cancellation.'),
        NEAR,
      ),
    ).toEqual({
      replaced: 'The boiler service is booked with Kestrel Heating on 14 October.',
      kept: 'The stopcock is under the kitchen sink.',
    });
    expect(
      replacedPart(
        'Studio door code is 7716.\nThe kiln is fired on Wednesdays, book a shelf with Marguerite.',
        newer('The studio door code changed to 5530 this week.'),
        NEAR,
      ),
    ).toEqual({
      replaced: 'Studio door code is 7716.',
      kept: 'The kiln is fired on Wednesdays, book a shelf with Marguerite.',
    });
  });

  it('keeps a sentence that leans on the one replaced with it: a pronoun, a verb with no subject', () => {
    // (A pronoun that stands for nothing in its own sentence stands for what the one before said.)
    expect(
      replacedPart(
        'The climbing wall door code is 3391. Members only, never write it on the chalkboard.',
        newer('The climbing wall door code is now 7720.'),
        NEAR,
      ),
    ).toBeUndefined();
    expect(
      replacedPart(
        'The studio door code is 7716. It was set by the landlord.',
        newer('The studio door code changed to 5530 this week.'),
        NEAR,
      ),
    ).toBeUndefined();
    expect(
      replacedPart(
        'The studio door code is 7716. Tell the new members before Friday.',
        newer('The studio door code changed to 5530 this week.'),
        NEAR,
      ),
    ).toBeUndefined();
    expect(
      replacedPart(
        'Shared drive for the choir is the one called Altos 2026. Everyone uploads their part recordings there.',
        newer('We moved the choir shared drive to the one called Choir Archive.'),
        NEAR,
      ),
    ).toBeUndefined();
  });

  it('keeps together what holds values of one kind: the other half of a change is no other thing', () => {
    expect(
      replacedPart(
        'I moved my GP registration to Dr. Farrant. No longer seeing Dr. Whitlow.',
        newer('Dr. Farrant left the practice, so my GP is Dr. Osei now.'),
        NEAR,
      ),
    ).toBeUndefined();
  });

  it('takes a value of the same kind along only where it is given up: a phone number is no half of a code', () => {
    // (A helper trying the app lost the plumber's number with the door code.)
    expect(
      replacedPart(
        'The front door code is 4821. The recycling bins are kept behind the garage. For plumbing problems, call Marta at 555-0142.',
        newer('The front door code is now 7390.'),
        NEAR,
      ),
    ).toEqual({
      replaced: 'The front door code is 4821.',
      kept: 'The recycling bins are kept behind the garage. For plumbing problems, call Marta at 555-0142.',
    });
    expect(
      replacedPart(
        'Studio door code is 7716. The code for the back gate is 7716 too.',
        newer('Studio door code is now 5530.'),
        NEAR,
      ),
    ).toEqual({ replaced: 'Studio door code is 7716.', kept: 'The code for the back gate is 7716 too.' });
  });

  it('keeps what opens the note without asserting anything, and its label, with both parts', () => {
    expect(
      replacedPart(
        'Half term sorted!! Flight BA2204 leaves Bristol at 07:10. The cat food is in the garage.',
        newer('Flight BA2204 now leaves at 09:35, the airline emailed.'),
        NEAR,
      ),
    ).toEqual({
      replaced: 'Half term sorted!! Flight BA2204 leaves Bristol at 07:10.',
      kept: 'Half term sorted!! The cat food is in the garage.',
    });
    expect(
      replacedPart(
        'Darkroom: the door code is 2291. Fresh fixer is kept on the top shelf.',
        newer('Darkroom door code is now 8802.'),
        NEAR,
      ),
    ).toEqual({
      replaced: 'Darkroom: the door code is 2291.',
      kept: 'Darkroom: Fresh fixer is kept on the top shelf.',
    });
  });

  it('never cuts inside a word, nor keeps a chat header or a question as something said', () => {
    const parts = replacedPart(
      'Build box runs debian-12.04 with Node 18. The cache lives on the second disk.',
      newer('Build box upgraded to Node 22.'),
      NEAR,
    );
    expect(parts?.replaced).toBe('Build box runs debian-12.04 with Node 18.');
    // A header line goes with the message under it; a question says nothing to keep.
    const quiz = newer('Quiz night is at the Anchor now, not the Crown.');
    expect(
      replacedPart(
        'Tamsin — Today at 8:14 PM\nQuiz night moved to the Crown\nBea — Today at 8:15 PM\nI will bring the pens and the answer sheets',
        quiz,
        NEAR,
      ),
    ).toEqual({
      replaced: 'Tamsin — Today at 8:14 PM\nQuiz night moved to the Crown',
      kept: 'Bea — Today at 8:15 PM\nI will bring the pens and the answer sheets',
    });
    expect(
      replacedPart(
        'Tamsin — Today at 8:14 PM\nQuiz night moved to the Crown\nBea — Today at 8:15 PM\nwho is driving everyone there?',
        quiz,
        NEAR,
      ),
    ).toBeUndefined();
  });

  it('does not cut a note of one sentence, or one whose every sentence the newer note speaks of', () => {
    expect(replacedPart('Studio door code is 7716.', newer('Studio door code is now 5530.'), NEAR)).toBeUndefined();
    expect(
      replacedPart(
        'Studio door code is 7716. It was set by the landlord.',
        newer('Studio door code is now 5530.'),
        NEAR,
      ),
    ).toBeUndefined();
  });

  it('keeps a sentence that shares the newer note’s words but not what it changes', () => {
    // (A pronoun after a noun of its own stands for that noun: the sentence stands alone.)
    expect(
      replacedPart(
        'The boiler pressure should be kept at 1.5 bar. The boiler is in the attic. The service date was set by the landlord, it is every March.',
        newer('The boiler service moved to every October.'),
        NEAR,
      ),
    ).toEqual({
      replaced: 'The service date was set by the landlord, it is every March.',
      kept: 'The boiler pressure should be kept at 1.5 bar. The boiler is in the attic.',
    });
    expect(
      replacedPart(
        'The chess club meets on Thursdays at the library. The fee is 30 € a term.',
        newer('The chess club fee is now 35 € a term.'),
        NEAR,
      ),
    ).toEqual({ replaced: 'The fee is 30 € a term.', kept: 'The chess club meets on Thursdays at the library.' });
  });
});
