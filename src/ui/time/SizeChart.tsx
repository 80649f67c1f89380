import type { SizePoint } from '../../workers/garden/garden-api';

const SERIES = ['active', 'dormant', 'quarantined', 'composted'] as const;
const W = 560;
const H = 180;

/** The garden's size by state over time: one line per state. */
export function SizeChart({ points }: { points: SizePoint[] }) {
  if (points.length < 2) return <p className="muted">The chart fills in as the garden grows.</p>;
  const t0 = points[0]?.t ?? 0;
  const t1 = points.at(-1)?.t ?? 1;
  const max = Math.max(1, ...points.flatMap((p) => SERIES.map((k) => p[k])));
  const x = (t: number) => ((t - t0) / Math.max(1, t1 - t0)) * (W - 40) + 30;
  const y = (v: number) => H - 20 - (v / max) * (H - 30);
  return (
    <figure className="size-chart">
      <svg viewBox={`0 0 ${String(W)} ${String(H)}`} role="img" aria-label="Garden size by state over time">
        <line x1={30} y1={H - 20} x2={W - 10} y2={H - 20} className="axis" />
        <text x={2} y={y(max) + 4} className="tick">
          {max}
        </text>
        {SERIES.map((k) => (
          <polyline
            key={k}
            className={`series state-${k}`}
            fill="none"
            points={points.map((p) => `${x(p.t).toFixed(1)},${y(p[k]).toFixed(1)}`).join(' ')}
          />
        ))}
      </svg>
      <figcaption>
        {SERIES.map((k) => (
          <span key={k} className={`legend state-${k}`}>
            {k}: {points.at(-1)?.[k]}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
