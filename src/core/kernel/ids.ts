/** Short random ids; `prefix` tells the table at a glance (n_ node, e_ edge, c_ compost, s_ source, g_ segment). */
export function newId(prefix: string): string {
  return `${prefix}_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`;
}
