// npm run corpus -- [logseq|readmes|changelogs|debian] [--reverse] [--json]
// Digests a real corpus with the real model and lists every lesion, supersession and elimination it made.
import 'fake-indexeddb/auto';
import { MemoryStore } from '../src/core/kernel/memory-store';
import { digestCorpus, eliminations, lesions, supersessions } from '../src/eval/corpus';
import { loadNodeEmbedder } from '../src/model/node-embedder';
import { debianDocs, logseqDocs, npmChangelogs, npmReadmes } from './corpora';

const args = process.argv.slice(2);
const which = args.find((a) => !a.startsWith('--')) ?? 'logseq';
const corpora = { logseq: logseqDocs, readmes: npmReadmes, changelogs: npmChangelogs, debian: debianDocs };
const files = (which in corpora ? corpora[which as keyof typeof corpora] : logseqDocs)();
if (args.includes('--reverse')) files.reverse();

const started = performance.now();
const report = await digestCorpus(files, await loadNodeEmbedder(), new MemoryStore());
const seconds = (performance.now() - started) / 1000;
if (args.includes('--json')) console.log(JSON.stringify(report, null, 2));
else {
  console.log(
    `${which}: ${report.files} files (${report.rejected} rejected), ${report.segments} segments, ${report.nodes} nodes in ${seconds.toFixed(0)} s`,
  );
  console.log(
    `lesions ${lesions(report)} · supersessions ${supersessions(report)} · eliminations ${eliminations(report)} · composted ${JSON.stringify(report.composted)}`,
  );
  const clip = (t: string) => t.replace(/\s+/g, ' ').slice(0, 110);
  for (const r of report.relations)
    console.log(
      `- ${r.kind}: [${r.sides[0].file}] "${clip(r.sides[0].text)}"\n    vs [${r.sides[1].file}] "${clip(r.sides[1].text)}"`,
    );
}
