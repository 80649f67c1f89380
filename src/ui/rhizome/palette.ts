import type { Palette } from './draw';
import { ENTRY_TYPES } from '../../workers/garden/vocabulary';

/** The canvas reads its colours from the theme's CSS variables, so light and dark stay in one place. */
export function readPalette(el: Element): Palette {
  const css = getComputedStyle(el);
  const v = (name: string) => css.getPropertyValue(name).trim() || '#888';
  return {
    state: {
      active: v('--state-active'),
      dormant: v('--state-dormant'),
      quarantined: v('--state-quarantined'),
      composted: v('--state-composted'),
    },
    trust: {
      operator: v('--trust-operator'),
      synthesis: v('--trust-synthesis'),
      external: v('--trust-external'),
      session: v('--trust-session'),
      foreign: v('--trust-foreign'),
    },
    type: {
      ...(Object.fromEntries(ENTRY_TYPES.map((t) => [t, v(`--type-${t}`)])) as Record<
        (typeof ENTRY_TYPES)[number],
        string
      >),
      untyped: v('--type-untyped'),
    },
    edge: v('--edge'),
    lesion: v('--lesion'),
    text: v('--text'),
    background: v('--canvas-bg'),
    highlight: v('--focus'),
  };
}
