import type { NodeLabels } from '../../core/types';
import { FRICTION_NAMES, TYPE_NAMES } from './entry-types';

/** What the enzymes found about a node, as small chips: type, frustration, resolution, dates, entities. */
export function Labels({ labels }: { labels: NodeLabels | undefined }) {
  if (!labels) return null;
  const chips: { key: string; text: string; className: string }[] = [];
  if (labels.type)
    chips.push({
      key: 'type',
      text: `${labels.pattern ? 'pattern · ' : ''}${TYPE_NAMES[labels.type]}`,
      className: `chip type-${labels.type}`,
    });
  if (labels.friction)
    chips.push({ key: 'friction', text: FRICTION_NAMES[labels.friction], className: 'chip friction' });
  if (labels.valence !== undefined && labels.valence < 0)
    chips.push({ key: 'valence', text: `valence ${labels.valence.toFixed(2)}`, className: 'chip valence' });
  if (labels.resolution)
    chips.push({
      key: 'resolution',
      text: labels.shipped ? 'shipped' : labels.resolution,
      className: `chip resolution-${labels.resolution}`,
    });
  for (const d of labels.dates ?? []) chips.push({ key: `date-${d}`, text: d, className: 'chip date' });
  if (labels.recency) chips.push({ key: 'recency', text: `recency ${labels.recency}`, className: 'chip date' });
  for (const e of labels.entities ?? []) chips.push({ key: `entity-${e}`, text: e, className: 'chip entity' });
  if (chips.length === 0) return null;
  return (
    <ul className="chips" aria-label="Labels">
      {chips.map((c) => (
        <li key={c.key} className={c.className}>
          {c.text}
        </li>
      ))}
    </ul>
  );
}
