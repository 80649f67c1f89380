// A line of versions of one fact, each note replacing the one before it in its own words.

/** Three dentists in turn: the later notes never say "our dentist", and the third never names the first. */
export const DENTISTS = [
  'Our dentist is Dr. Ames at the Elm Street practice.',
  'Dr. Ames has retired, so from this month we see Dr. Okafor at the Elm Street practice instead.',
  'Dr. Okafor has left Elm Street; we are booked in with Dr. Singh there from June.',
] as const;
