/** Text to match as written inside a regular expression ("C++" matches "C++", not "CCC"). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
