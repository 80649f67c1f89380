// Three small household notes, of three kinds: a garden to search, list and open in the browser tests.
export const HOUSEHOLD_FILES = [
  { name: 'boiler.md', content: '# Boiler\n\nThe boiler is a Vaillant ecoTEC 832 in the loft.' },
  { name: 'bins.txt', content: 'The bins go out on Tuesday night.' },
  { name: 'vet.md', content: 'The vet is Maple Vet Clinic, open until 6 pm.' },
];
