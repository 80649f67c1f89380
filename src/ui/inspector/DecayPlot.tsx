const W = 300;
const H = 90;

/** Salience over time, from the node's birth to a year ahead; the dashed line is now. */
export function DecayPlot({ points, now }: { points: { t: number; salience: number }[]; now: number }) {
  if (points.length < 2) return null;
  const t0 = points[0]?.t ?? 0;
  const t1 = points.at(-1)?.t ?? 1;
  const x = (t: number) => ((t - t0) / Math.max(1, t1 - t0)) * (W - 10) + 5;
  const y = (s: number) => H - 5 - Math.min(1, s) * (H - 10);
  return (
    <svg className="decay-plot" viewBox={`0 0 ${String(W)} ${String(H)}`} role="img" aria-label="Decay curve">
      <polyline
        fill="none"
        className="curve"
        points={points.map((p) => `${x(p.t).toFixed(1)},${y(p.salience).toFixed(1)}`).join(' ')}
      />
      {now > t0 && now < t1 && <line className="now" x1={x(now)} x2={x(now)} y1={0} y2={H} />}
    </svg>
  );
}
