import { scaleLinear, scaleUtc } from 'd3-scale';
import { useId, useState } from 'react';

export interface Series {
  name: string;
  /** A CSS class giving its colour (the line and its legend swatch). */
  className: string;
  values: number[];
}

export interface Rule {
  value: number;
  label: string;
}

interface Props {
  /** What the chart shows, in a sentence: its accessible name. */
  title: string;
  /** Instants of the samples, in order; each series has one value per instant. */
  times: number[];
  series: Series[];
  /** The y axis's label, with its unit ("salience (0–1)", "nodes"). */
  yLabel: string;
  yMax?: number;
  /** Horizontal thresholds, each labelled (dormancy, compost floor). */
  levels?: Rule[];
  /** Vertical marks in time, each labelled (now, half-life). */
  moments?: Rule[];
  format?: (value: number) => string;
  width?: number;
  height?: number;
}

const MARGIN = { top: 12, right: 12, bottom: 30, left: 46 };
const day = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * A line chart over dated time: scales and ticks from d3-scale, drawn as SVG elements by React (so it themes
 * with CSS and reads to a screen reader), a legend for every line, labelled thresholds, and a tooltip that
 * follows the pointer or the arrow keys.
 */
export function TimeChart(props: Props) {
  const { times, series, width = 560, height = 200, format = String } = props;
  const [at, setAt] = useState<number | undefined>(undefined);
  const titleId = useId();
  const descId = useId();
  const first = times[0];
  const last = times.at(-1);
  if (first === undefined || last === undefined || times.length < 2)
    return <p className="muted">The chart fills in as time passes.</p>;
  const x = scaleUtc()
    .domain([first, last])
    .range([MARGIN.left, width - MARGIN.right]);
  const most = props.yMax ?? Math.max(1, ...series.flatMap((s) => s.values));
  const y = scaleLinear()
    .domain([0, most])
    .nice()
    .range([height - MARGIN.bottom, MARGIN.top]);
  const xTicks = x.ticks(Math.max(3, Math.floor(width / 110)));
  const xFormat = x.tickFormat();
  const yTicks = y.ticks(4);
  const yFormat = y.tickFormat(4);
  const path = (values: number[]) =>
    values.map((v, i) => `${i ? 'L' : 'M'}${x(times[i] ?? first).toFixed(1)},${y(v).toFixed(1)}`).join('');
  const nearest = (px: number): number => {
    const t = x.invert(px).getTime();
    let best = 0;
    times.forEach((s, i) => {
      if (Math.abs(s - t) < Math.abs((times[best] ?? 0) - t)) best = i;
    });
    return best;
  };
  const shown = at === undefined ? undefined : times[at];
  return (
    <figure className="time-chart">
      <svg
        viewBox={`0 0 ${String(width)} ${String(height)}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        tabIndex={0}
        onPointerMove={(e) => {
          const box = e.currentTarget.getBoundingClientRect();
          setAt(nearest(((e.clientX - box.left) / box.width) * width));
        }}
        onPointerLeave={() => {
          setAt(undefined);
        }}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
          e.preventDefault();
          const step = e.key === 'ArrowLeft' ? -1 : 1;
          setAt((i) => Math.min(times.length - 1, Math.max(0, (i ?? (step > 0 ? -1 : times.length)) + step)));
        }}
        onBlur={() => {
          setAt(undefined);
        }}
      >
        <title id={titleId}>{props.title}</title>
        <desc id={descId}>
          {`Time from ${day(first)} to ${day(last)}; ${props.yLabel} from ${yFormat(y.domain()[0] ?? 0)} to ${yFormat(
            y.domain()[1] ?? most,
          )}; lines: ${series.map((s) => s.name).join(', ')}${
            props.levels?.length ? `; thresholds: ${props.levels.map((l) => l.label).join(', ')}` : ''
          }.`}
        </desc>
        <g className="axis" aria-hidden="true">
          <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(0)} y2={y(0)} />
          {xTicks.map((t) => (
            <text key={t.getTime()} x={x(t)} y={height - MARGIN.bottom + 14} textAnchor="middle" className="tick">
              {xFormat(t)}
            </text>
          ))}
          {yTicks.map((v) => (
            <g key={v}>
              <line className="grid" x1={MARGIN.left} x2={width - MARGIN.right} y1={y(v)} y2={y(v)} />
              <text x={MARGIN.left - 6} y={y(v) + 3} textAnchor="end" className="tick">
                {yFormat(v)}
              </text>
            </g>
          ))}
          <text
            className="axis-label"
            transform={`translate(11 ${String((height - MARGIN.bottom + MARGIN.top) / 2)}) rotate(-90)`}
            textAnchor="middle"
          >
            {props.yLabel}
          </text>
        </g>
        {props.levels?.map((l) => (
          <g key={l.label} className="level" aria-hidden="true">
            <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(l.value)} y2={y(l.value)} />
            <text x={width - MARGIN.right - 2} y={y(l.value) - 3} textAnchor="end" className="tick">
              {l.label}
            </text>
          </g>
        ))}
        {props.moments
          ?.filter((m) => m.value >= first && m.value <= last)
          .map((m) => (
            <g key={m.label} className="moment" aria-hidden="true">
              <line x1={x(m.value)} x2={x(m.value)} y1={MARGIN.top} y2={y(0)} />
              <text x={x(m.value) + 3} y={MARGIN.top + 8} className="tick">
                {m.label}
              </text>
            </g>
          ))}
        {series.map((s) => (
          <path key={s.name} className={`series ${s.className}`} fill="none" d={path(s.values)} />
        ))}
        {shown !== undefined && at !== undefined && (
          <Tooltip
            x={x(shown)}
            top={MARGIN.top}
            bottom={y(0)}
            flip={x(shown) > width / 2}
            lines={[day(shown), ...series.map((s) => `${s.name}: ${format(s.values[at] ?? 0)}`)]}
          />
        )}
      </svg>
      <figcaption>
        <ul className="legend-list" aria-label="Chart legend">
          {series.map((s) => (
            <li key={s.name} className={`legend ${s.className}`}>
              {s.name}
            </li>
          ))}
        </ul>
        <p className="visually-hidden" role="status" aria-live="polite">
          {shown !== undefined && at !== undefined
            ? `${day(shown)}: ${series.map((s) => `${s.name} ${format(s.values[at] ?? 0)}`).join(', ')}`
            : ''}
        </p>
      </figcaption>
    </figure>
  );
}

/** The values under the cursor, in a box beside it (on its left past the middle, so it stays in view). */
function Tooltip(props: { x: number; top: number; bottom: number; flip: boolean; lines: string[] }) {
  const lineHeight = 13;
  const boxWidth = 8 + 6.2 * Math.max(...props.lines.map((l) => l.length));
  const left = props.flip ? props.x - boxWidth - 6 : props.x + 6;
  return (
    <g className="chart-tooltip" aria-hidden="true">
      <line className="cursor" x1={props.x} x2={props.x} y1={props.top} y2={props.bottom} />
      <rect x={left} y={props.top} width={boxWidth} height={6 + lineHeight * props.lines.length} rx={4} />
      {props.lines.map((line, i) => (
        <text key={line} x={left + 4} y={props.top + lineHeight * (i + 1)}>
          {line}
        </text>
      ))}
    </g>
  );
}
