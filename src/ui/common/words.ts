/** "1 source", "3 sources": a count with its noun in the right number. */
export const plural = (n: number, one: string, many = `${one}s`): string => `${String(n)} ${n === 1 ? one : many}`;
