// The feed's state: what waits to be digested, the running batch's progress, and how each source fared.
import { create } from 'zustand';
import type { Trust } from '../../core/types';
import type { IngestOutcome, IngestProgress, NamedInput } from '../../workers/garden/garden-api';
import { callback, gardenWorker } from '../../workers/garden/garden-client';
import { restoreNotice } from './restore-notice';
import { mayBeTranscript, stagedFile, withoutRepeats, type Staged } from './staged';
import { MAX_SOURCE_BYTES, isVaultPath, byteSize } from '../../workers/garden/vocabulary';

interface FeedState {
  staged: Staged[];
  running: boolean;
  progress: IngestProgress | undefined;
  outcomes: IngestOutcome[];
  /** What the last vault import did (or why it did nothing). */
  notice: string;
  stage: (items: Staged[]) => void;
  /** Files that arrive (dropped, picked, from a zip): our own vault export is restored, the rest staged. */
  arrive: (items: Staged[]) => Promise<string>;
  relabel: (key: string, trust: Trust) => void;
  relabelAll: (trust: Trust) => void;
  unstage: (key: string) => void;
  digest: () => Promise<void>;
  cancel: () => void;
}

const toInput = (s: Staged): NamedInput => ({
  name: s.name,
  content: s.content,
  trust: s.trust,
  origin: s.origin,
  // A file's title is its front matter's, else its name (the valve decides); a typed note's is what was typed.
  ...(s.fileName ? { fileName: s.fileName } : { title: s.name }),
  ...(s.kind ? { kind: s.kind } : {}),
});

/** The files the valve could read, and, in words, why it would refuse the others whatever their label. */
async function screened(items: Staged[]): Promise<{ readable: Staged[]; refused: string }> {
  const why = items.length ? await gardenWorker().unreadable(items.map((i) => i.content)) : [];
  const refused = items.flatMap((i, k) => (why[k] ? [`${i.name} — ${why[k]}`] : []));
  return {
    readable: items.filter((_, k) => !why[k]),
    refused: refused.length ? `Not staged: ${refused.join('; ')}.` : '',
  };
}

export const useFeed = create<FeedState>((set, get) => ({
  staged: [],
  running: false,
  progress: undefined,
  outcomes: [],
  notice: '',
  stage: (items) => {
    set((s) => ({ staged: [...s.staged, ...items] }));
    // A transcript file waits with session trust: the worker reads the text files, and only a label the user
    // has not changed meanwhile is changed.
    const texts = items.filter(mayBeTranscript);
    if (!texts.length) return;
    void gardenWorker()
      .readConversations(texts.map((t) => t.content))
      .then((shapes) => {
        const talk = new Set(texts.filter((_, i) => shapes[i]).map((t) => t.key));
        set((s) => ({
          staged: s.staged.map((x) => (talk.has(x.key) && x.trust === 'operator' ? { ...x, trust: 'session' } : x)),
        }));
      });
  },
  arrive: async (arrived) => {
    // A file over the limit of one source is turned away now, not after the user labels and digests it (a zip
    // is opened first: its own files are measured there).
    const zip = (i: Staged): boolean => /\.zip$/i.test(i.name);
    const tooBig = arrived.filter((i) => i.bytes > MAX_SOURCE_BYTES && !zip(i));
    // So is a file the valve could never read, whatever its label (a zip is opened first, its files screened then).
    const loose = await screened(arrived.filter((i) => !tooBig.includes(i) && !zip(i)));
    const { fresh: items, repeats } = withoutRepeats(get().staged, [
      ...loose.readable,
      ...arrived.filter((i) => zip(i)),
    ]);
    const refused = [
      tooBig.length
        ? `Not staged: ${tooBig.map((i) => `${i.name} (${byteSize(i.bytes)})`).join(', ')}, over the ${byteSize(MAX_SOURCE_BYTES)} limit of one file.`
        : '',
      loose.refused,
      repeats.length ? `Already waiting: ${repeats.join(', ')}.` : '',
    ]
      .filter(Boolean)
      .join(' ');
    // Only a zip or a file where our export puts its files can be a vault: everything else is staged at once.
    if (!items.some((i) => /\.zip$/i.test(i.name) || isVaultPath(i.name))) {
      get().stage(items);
      set({ notice: refused });
      return refused;
    }
    const result = await gardenWorker().restoreVault(items.map((i) => ({ path: i.name, content: i.content })));
    const others = await screened(
      result.kind === 'invalid' ? [] : result.others.map((o) => stagedFile(o.path, o.content)),
    );
    const notice = [restoreNotice(result), refused, others.refused].filter(Boolean).join(' ');
    get().stage(others.readable);
    set({ notice });
    return notice;
  },
  relabel: (key, trust) => {
    set((s) => ({ staged: s.staged.map((x) => (x.key === key ? { ...x, trust } : x)) }));
  },
  relabelAll: (trust) => {
    set((s) => ({ staged: s.staged.map((x) => ({ ...x, trust })) }));
  },
  unstage: (key) => {
    set((s) => ({ staged: s.staged.filter((x) => x.key !== key) }));
  },
  digest: async () => {
    const batch = get().staged;
    if (batch.length === 0 || get().running) return;
    // A garden worth feeding is worth keeping: ask the browser not to evict it (Settings shows its answer).
    void navigator.storage.persist().catch(() => undefined);
    // (What the last pick was told, "Already waiting: …", is done with once its batch is digested.)
    set({
      notice: '',
      running: true,
      staged: [],
      outcomes: [],
      progress: {
        batch: { done: 0, total: batch.length },
        file: { index: 0, name: batch[0]?.name ?? '', stage: 'queued' },
      },
    });
    // The click's task ends with the re-render; handing the batch to the worker (a structured clone of every
    // file) waits for the next task, so neither piece holds the main thread long.
    await new Promise((resolve) => setTimeout(resolve, 0));
    try {
      // Progress arrives per source; the bars need it at most ten times a second.
      let latest: IngestProgress | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const outcomes = await gardenWorker().ingest(
        batch.map(toInput),
        callback((progress: IngestProgress) => {
          latest = progress;
          timer ??= setTimeout(() => {
            timer = undefined;
            set({ progress: latest });
          }, 100);
        }),
      );
      clearTimeout(timer);
      // What a full disk kept from being stored at all is staged again, labels and all, for another try.
      const unstored = batch.filter((_, i) => outcomes[i]?.unstored);
      set((s) => ({ outcomes, staged: [...unstored, ...s.staged] }));
    } catch (e) {
      // The worker refused the batch as a whole (the garden not open, the worker gone): nothing of it was
      // stored, so it waits in the feed again, labels and all.
      const reason = `${e instanceof Error ? e.message : String(e)}: kept in the feed, to digest again`;
      set((s) => ({
        outcomes: batch.map((b) => ({ name: b.name, status: 'failed' as const, reason })),
        staged: [...batch, ...s.staged],
      }));
    } finally {
      set({ running: false });
    }
  },
  cancel: () => {
    void gardenWorker().cancelIngest();
  },
}));
