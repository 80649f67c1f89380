import type { VaultRestoreResult } from '../../workers/garden/garden-api';
import { plural } from '../../workers/garden/vocabulary';

/** What a vault import did, in a sentence for the feed and the settings. */
export function restoreNotice(result: VaultRestoreResult): string {
  if (result.kind === 'invalid') return `Nothing was restored: ${result.reason.replace(/[^.!?]$/, '$&.')}`;
  const left = [
    result.refused.length ? `Not opened: ${result.refused.join('; ')}.` : '',
    result.skipped.length ? `Left out of the archive: ${result.skipped.join('; ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  if (result.kind === 'not-a-vault') return left;
  const { report, others } = result;
  const parts = [
    `Restored from the vault with its metadata: ${plural(report.nodes, 'node')} from ${plural(report.sources, 'new source')}, ${plural(report.composted, 'compost entry', 'compost entries')}, ${plural(report.relations, 'relation')}`,
  ];
  if (report.alreadyHeld) parts.push(`${plural(report.alreadyHeld, 'node was', 'nodes were')} already in the garden`);
  if (others.length)
    parts.push(`${plural(others.length, 'other file waits', 'other files wait')} below for a trust label`);
  return [`${parts.join('; ')}.`, left].filter(Boolean).join(' ');
}
