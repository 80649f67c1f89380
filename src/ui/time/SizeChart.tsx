import type { SizePoint } from '../../workers/garden/garden-api';
import { TimeChart } from '../charts/TimeChart';

const STATES = ['active', 'dormant', 'quarantined', 'composted'] as const;

/** The garden's size by state over time: one line per state, a legend, dated ticks and a tooltip. */
export function SizeChart({ points }: { points: SizePoint[] }) {
  return (
    <TimeChart
      title="Garden size over time: how many nodes are active, dormant, quarantined and composted"
      times={points.map((p) => p.t)}
      series={STATES.map((state) => ({
        name: state,
        className: `state-${state}`,
        values: points.map((p) => p[state]),
      }))}
      yLabel="nodes"
      format={(v) => v.toLocaleString('en')}
    />
  );
}
