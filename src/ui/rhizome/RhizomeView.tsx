import { useMemo, useRef, useState } from 'react';
import type { EntryType } from '../../core/types';
import type { GraphSnapshot } from '../../workers/garden/garden-api';
import { ENTRY_TYPES, TYPE_NAMES } from '../common/entry-types';
import { TypeFilter } from '../common/TypeFilter';
import { gardenWorker } from '../../workers/garden/garden-client';
import { Switch } from '../common/Switch';
import { useUi } from '../state/ui-store';
import { useGardenQuery } from '../state/use-garden-query';
import type { DrawEdge, DrawNode } from './draw';
import { useRhizomeCanvas } from './use-rhizome-canvas';
import { plural } from '../../workers/garden/vocabulary';

function visible(
  graph: GraphSnapshot | undefined,
  showQuarantine: boolean,
  showCompost: boolean,
  type: EntryType | undefined,
): { nodes: DrawNode[]; edges: DrawEdge[] } {
  if (!graph) return { nodes: [], edges: [] };
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
  return { nodes, edges };
}

/** The living rhizome: a force-directed view drawn on canvas, laid out in a worker. */
export function RhizomeView() {
  const [showQuarantine, setShowQuarantine] = useState(true);
  const [showCompost, setShowCompost] = useState(false);
  const [byType, setByType] = useState(false);
  const [type, setType] = useState<EntryType | undefined>(undefined);
  const { data: graph } = useGardenQuery(() => gardenWorker().graph(), []);
  const { nodes, edges } = useMemo(
    () => visible(graph, showQuarantine, showCompost, type),
    [graph, showQuarantine, showCompost, type],
  );
  const canvas = useRef<HTMLCanvasElement>(null);
  const select = useUi((s) => s.select);
  const theme = useUi((s) => s.theme);
  const { hovered, fps, layingOut } = useRhizomeCanvas(canvas, nodes, edges, select, theme, byType ? 'type' : 'state');
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
      <canvas
        ref={canvas}
        className="rhizome"
        data-testid="rhizome-canvas"
        tabIndex={0}
        role="application"
        aria-label={`Rhizome of ${plural(nodes.length, 'node')}. Scroll or press + and - to zoom, drag to pan or move a node; arrow keys walk the nodes, Enter inspects one.`}
      />
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
