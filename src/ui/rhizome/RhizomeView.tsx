import { useMemo, useRef, useState } from 'react';
import type { EntryType } from '../../core/types';
import type { GraphSnapshot } from '../../workers/garden/garden-api';
import { ENTRY_TYPES, TYPE_NAMES } from '../common/entry-types';
import { TypeFilter } from '../common/TypeFilter';
import { gardenWorker } from '../../workers/garden/garden-client';
import { Switch } from '../common/Switch';
import { useUi } from '../state/ui-store';
import { useGardenQuery } from '../state/use-garden-query';
import { ZOOM_STEP } from './canvas-input';
import type { DrawEdge, DrawNode } from './draw';
import { useRhizomeCanvas, type RhizomeGraph } from './use-rhizome-canvas';
import { plural } from '../../workers/garden/vocabulary';

function visible(
  graph: GraphSnapshot | undefined,
  showQuarantine: boolean,
  showCompost: boolean,
  type: EntryType | undefined,
): RhizomeGraph {
  if (!graph) return { nodes: [], edges: [], links: [] };
  const nodes = graph.nodes.filter(
    (n) =>
      (showQuarantine || n.state !== 'quarantined') &&
      (showCompost || n.state !== 'composted') &&
      (!type || n.type === type),
  );
  const index = new Map(nodes.map((n, i) => [n.id, i]));
  const edges = graph.edges.flatMap((e) => {
    const s = index.get(e.source);
    const t = index.get(e.target);
    return s === undefined || t === undefined ? [] : [{ s, t, kind: e.kind }];
  });
  return { nodes, edges, links: [...edges, ...oneNoteLinks(nodes)] };
}

/**
 * The nodes of one note, linked in a chain for the layout only (never drawn): they settle together, so each
 * note shows as a cluster.
 */
function oneNoteLinks(nodes: readonly DrawNode[]): DrawEdge[] {
  const last = new Map<string, number>();
  const links: DrawEdge[] = [];
  nodes.forEach((n, i) => {
    if (!n.sourceId) return;
    const before = last.get(n.sourceId);
    if (before !== undefined) links.push({ s: before, t: i, kind: 'related' });
    last.set(n.sourceId, i);
  });
  return links;
}

/** Rings in the rhizome the nodes a search finds. */
function HighlightForm({ onFound }: { onFound: (ids: ReadonlySet<string> | undefined, query: string) => void }) {
  const [query, setQuery] = useState('');
  return (
    <form
      role="search"
      aria-label="Highlight in the rhizome"
      className="row"
      onSubmit={(e) => {
        e.preventDefault();
        const q = query.trim();
        if (!q) {
          onFound(undefined, '');
          return;
        }
        void gardenWorker()
          .search(q, { scope: 'all', limit: 50 })
          .then((hits) => {
            onFound(new Set(hits.filter((h) => h.answers).map((h) => h.node.id)), q);
          });
      }}
    >
      <label>
        Highlight{' '}
        <input
          type="search"
          value={query}
          placeholder="words or a question"
          onChange={(e) => {
            setQuery(e.target.value);
          }}
        />
      </label>
      <button type="submit">Highlight</button>
    </form>
  );
}

/** The living rhizome: a force-directed view drawn on canvas, laid out in a worker. */
export function RhizomeView() {
  const [showQuarantine, setShowQuarantine] = useState(true);
  const [showCompost, setShowCompost] = useState(false);
  const [byType, setByType] = useState(false);
  const [type, setType] = useState<EntryType | undefined>(undefined);
  const [found, setFound] = useState<{ count: number; query: string } | undefined>(undefined);
  const { data: graph } = useGardenQuery(() => gardenWorker().graph(), []);
  const shown = useMemo(
    () => visible(graph, showQuarantine, showCompost, type),
    [graph, showQuarantine, showCompost, type],
  );
  const canvas = useRef<HTMLCanvasElement>(null);
  const select = useUi((s) => s.select);
  const openNote = useUi((s) => s.openNote);
  const theme = useUi((s) => s.theme);
  const on = useMemo(
    () => ({
      open: (id: string) => {
        const sourceId = shown.nodes.find((n) => n.id === id)?.sourceId;
        if (sourceId) openNote({ id: sourceId, focus: id });
        else select(id);
      },
      inspect: select,
    }),
    [shown, openNote, select],
  );
  const { hovered, fps, layingOut, zoom, fit, highlight } = useRhizomeCanvas(
    canvas,
    shown,
    on,
    theme,
    byType ? 'type' : 'state',
  );
  const { nodes, edges } = shown;
  return (
    <div className="view rhizome-view">
      <div className="row toolbar">
        <h2 className="view-title">Rhizome</h2>
        <Switch label="Show quarantine" checked={showQuarantine} onChange={setShowQuarantine} />
        <Switch label="Show compost" checked={showCompost} onChange={setShowCompost} />
        <Switch label="Colour by type" checked={byType} onChange={setByType} />
        <TypeFilter label="Show type" value={type} onChange={setType} />
        <span className="muted" data-testid="rhizome-stats">
          {plural(nodes.length, 'node')} · {plural(edges.length, 'edge')} · {fps} fps{layingOut ? ' · laying out' : ''}
        </span>
      </div>
      <div className="row toolbar">
        <HighlightForm
          onFound={(ids, query) => {
            // Counted as drawn: a found node the view leaves out (composted, another type) is not ringed.
            const rung = highlight(ids);
            setFound(ids ? { count: rung, query } : undefined);
          }}
        />
        <span className="muted" role="status" data-testid="rhizome-found">
          {found ? `${plural(found.count, 'node')} found for “${found.query}”, ringed` : ''}
        </span>
      </div>
      <div className="rhizome-frame">
        <canvas
          ref={canvas}
          className="rhizome"
          data-testid="rhizome-canvas"
          tabIndex={0}
          role="application"
          aria-label={`Rhizome of ${plural(nodes.length, 'node')}. Scroll or press + and - to zoom, drag to pan or move a node; arrow keys walk the nodes, Enter opens a node's note, I inspects it.`}
        />
        <div className="rhizome-controls" role="group" aria-label="View">
          <button
            type="button"
            aria-label="Zoom in"
            onClick={() => {
              zoom(ZOOM_STEP);
            }}
          >
            +
          </button>
          <button
            type="button"
            aria-label="Zoom out"
            onClick={() => {
              zoom(1 / ZOOM_STEP);
            }}
          >
            −
          </button>
          <button type="button" onClick={fit}>
            Fit
          </button>
        </div>
        <p className="rhizome-hint muted">Drag to pan · scroll to zoom · click a node to open its note</p>
      </div>
      <p className="hover-label" aria-live="polite">
        {hovered}
      </p>
      <ul className="legend-row" aria-label="Legend">
        {byType ? (
          <>
            {ENTRY_TYPES.map((t) => (
              <li key={t} className={`legend type-${t}`}>
                {TYPE_NAMES[t].toLowerCase()}
              </li>
            ))}
            <li className="legend type-untyped">untyped</li>
          </>
        ) : (
          <>
            <li className="legend state-active">active</li>
            <li className="legend state-dormant">dormant</li>
            <li className="legend state-quarantined">quarantined</li>
            <li className="legend state-composted">composted</li>
          </>
        )}
        <li className="legend lesion">lesion</li>
        <li className="legend">- - supersedes</li>
      </ul>
    </div>
  );
}
