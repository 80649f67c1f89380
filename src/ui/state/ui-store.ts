// UI state only (which view, which node, what the worker said last); the garden itself lives in the worker.
import { create } from 'zustand';
import type { ModelProgress, OpeningProgress, Summary } from '../../workers/garden/garden-api';

export const VIEWS = [
  'feed',
  'search',
  'library',
  'rhizome',
  'lesions',
  'synthesis',
  'profile',
  'compost',
  'time',
  'settings',
  'note',
] as const;
export type View = (typeof VIEWS)[number];

/** The note a page shows, and the node to bring into view on it. */
export interface NoteRoute {
  id: string;
  focus?: string;
}

interface UiState {
  view: View;
  selectedNodeId: string | undefined;
  /** The note the 'note' view shows. */
  note: NoteRoute | undefined;
  summary: Summary | undefined;
  model: { ready: boolean; status: string; progress: number; error?: string };
  /** What opening is doing (reading, indexing) and then how the resumption of the gut goes. */
  opening: OpeningProgress | undefined;
  setOpening: (p: OpeningProgress | undefined) => void;
  /** Bumped whenever the garden changes, so views re-query. */
  version: number;
  theme: 'light' | 'dark';
  /** Nodes gathered for a synthesis note. */
  gathered: { id: string; text: string; source?: string }[];
  gather: (node: { id: string; text: string; source?: string }) => void;
  ungather: (id: string) => void;
  clearGathered: () => void;
  show: (view: View) => void;
  openNote: (note: NoteRoute) => void;
  select: (nodeId: string | undefined) => void;
  setSummary: (summary: Summary) => void;
  setModel: (p: ModelProgress) => void;
  modelReady: () => void;
  modelFailed: (error: string) => void;
  changed: () => void;
  toggleTheme: () => void;
}

const initialTheme = (): 'light' | 'dark' => {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem('theme');
  if (saved === 'light' || saved === 'dark') return saved;
  return typeof matchMedia !== 'undefined' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
};

export const useUi = create<UiState>((set) => ({
  view: 'feed',
  selectedNodeId: undefined,
  note: undefined,
  summary: undefined,
  model: { ready: false, status: 'starting', progress: 0 },
  opening: undefined,
  setOpening: (opening) => {
    set({ opening });
  },
  version: 0,
  theme: initialTheme(),
  gathered: [],
  gather: (node) => {
    set((s) => (s.gathered.some((g) => g.id === node.id) ? s : { gathered: [...s.gathered, node] }));
  },
  ungather: (id) => {
    set((s) => ({ gathered: s.gathered.filter((g) => g.id !== id) }));
  },
  clearGathered: () => {
    set({ gathered: [] });
  },
  show: (view) => {
    set({ view });
  },
  openNote: (note) => {
    set({ view: 'note', note });
  },
  select: (selectedNodeId) => {
    set({ selectedNodeId });
  },
  setSummary: (summary) => {
    set({ summary });
  },
  setModel: (p) => {
    set((s) => ({ model: { ...s.model, status: p.status, progress: p.progress ?? s.model.progress } }));
  },
  modelReady: () => {
    set((s) => ({ model: { ...s.model, ready: true, status: 'ready', progress: 100 } }));
  },
  modelFailed: (error) => {
    set((s) => ({ model: { ...s.model, status: 'failed', error } }));
  },
  changed: () => {
    set((s) => ({ version: s.version + 1 }));
  },
  toggleTheme: () => {
    set((s) => {
      const theme = s.theme === 'dark' ? 'light' : 'dark';
      localStorage.setItem('theme', theme);
      return { theme };
    });
  },
}));
