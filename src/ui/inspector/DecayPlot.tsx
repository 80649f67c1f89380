import { TimeChart, type Rule } from '../charts/TimeChart';
import { useUi } from '../state/ui-store';

/**
 * Salience over time, from the node's birth to a year ahead, against the lines it crosses: dormancy and the
 * compost floor; marked now and where it has halved.
 */
export function DecayPlot({ points, now }: { points: { t: number; salience: number }[]; now: number }) {
  const settings = useUi((s) => s.summary?.settings);
  const peak = Math.max(0, ...points.map((p) => p.salience));
  const halved = points.find((p, i) => i > 0 && p.salience <= peak / 2);
  const moments: Rule[] = [{ value: now, label: 'now' }];
  if (halved) moments.push({ value: halved.t, label: 'halved' });
  const levels: Rule[] = settings
    ? [
        { value: settings.dormantBelow, label: `dormant below ${String(settings.dormantBelow)}` },
        { value: settings.compostFloor, label: `compost floor ${String(settings.compostFloor)}` },
      ]
    : [];
  return (
    <TimeChart
      title="Decay curve: this node's salience from its birth to a year ahead, with the dormancy line and the compost floor"
      times={points.map((p) => p.t)}
      series={[{ name: 'salience', className: 'salience', values: points.map((p) => p.salience) }]}
      yLabel="salience (0–1)"
      yMax={Math.max(1, peak)}
      levels={levels}
      moments={moments}
      format={(v) => v.toFixed(2)}
      width={320}
      height={170}
    />
  );
}
