// Bringing a garden back: from a markdown vault (our export, with its metadata, all or nothing) or from a JSON
// backup (which replaces the whole garden in one transaction).
import { isGardenVault, readVault } from '../../vault/import';
import { isVaultPath } from '../../vault/paths';
import { markdownOf, unpack } from '../../vault/unpack';
import type { VaultArrival, VaultRestoreResult } from './garden-api';
import { describeFailure } from './failure';
import type { Tending } from './tending';

/** Problems listed in a refusal before the rest are counted. */
const PROBLEMS_SHOWN = 5;

export async function restoreVault(tending: Tending, arrivals: VaultArrival[]): Promise<VaultRestoreResult> {
  const { files, problems: refused, skipped } = unpack(arrivals);
  // A zip refused whole keeps nothing of its own, and holds back none of the files that came with it.
  if (refused.length && !files.length) return { kind: 'invalid', reason: refused.join('; ') };
  const markdown = markdownOf(files);
  if (!isGardenVault(markdown)) return { kind: 'not-a-vault', others: files, skipped, refused };
  const read = readVault(markdown);
  if (!read.ok) {
    const rest = read.problems.length - PROBLEMS_SHOWN;
    const more = rest > 0 ? ` (and ${String(rest)} more)` : '';
    return { kind: 'invalid', reason: `${read.problems.slice(0, PROBLEMS_SHOWN).join('; ')}${more}` };
  }
  try {
    const report = await tending.g.restore(read.restoration);
    tending.deps.announce();
    return { kind: 'restored', report, others: files.filter((f) => !isVaultPath(f.path)), skipped, refused };
  } catch (error) {
    return { kind: 'invalid', reason: describeFailure(error) };
  }
}

/** Restores a backup, then rebuilds the garden in memory from what was just written. */
export async function importBackup(
  tending: Tending,
  text: string,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  let result: { ok: true } | { ok: false; reason: string };
  try {
    result = await tending.deps.importBackup(text, tending.embedder?.dimensions);
  } catch (error) {
    // One transaction: a restore that could not be written changed nothing.
    return { ok: false, reason: `${describeFailure(error)}; the garden is as it was` };
  }
  if (!result.ok) return result;
  await tending.reload();
  tending.deps.announce();
  return { ok: true };
}
