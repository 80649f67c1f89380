import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { gardenWorker } from '../../workers/garden/garden-client';
import { plural, SOURCE_KINDS, TRUSTS } from '../../workers/garden/vocabulary';
import { useGardenQuery } from '../state/use-garden-query';
import { noteHref } from '../state/route';
import { libraryRows, NEWEST_FIRST, type LibraryColumn, type LibraryQuery } from './library-rows';

const ROW_HEIGHT = 36;
const day = (t: number) => new Date(t).toISOString().slice(0, 10);

const COLUMNS: { key: LibraryColumn | 'origin'; label: string }[] = [
  { key: 'title', label: 'Title' },
  { key: 'kind', label: 'Kind' },
  { key: 'origin', label: 'Origin' },
  { key: 'trust', label: 'Trust' },
  { key: 'receivedAt', label: 'Received' },
  { key: 'generatedAt', label: 'Written' },
  { key: 'active', label: 'Active' },
  { key: 'dormant', label: 'Dormant' },
  { key: 'quarantined', label: 'Quarantined' },
  { key: 'composted', label: 'Composted' },
];

/** A filter by one of a few values, or by none of them ("all"). */
function Choice<T extends string>(props: {
  label: string;
  every: string;
  options: readonly T[];
  value: T | 'all';
  onChange: (value: T | 'all') => void;
}) {
  return (
    <label>
      {props.label}{' '}
      <select
        value={props.value}
        onChange={(e) => {
          props.onChange(e.target.value as T | 'all');
        }}
      >
        <option value="all">{props.every}</option>
        {props.options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </label>
  );
}

/**
 * Every source in the garden: what it is, where it came from, and what became of its segments. Sorted by any
 * column, filtered by words, kind and trust; only the rows in view are in the DOM (10,000 sources scroll as
 * lightly as ten).
 */
export function LibraryView() {
  const { data } = useGardenQuery(() => gardenWorker().library(), []);
  const [q, setQ] = useState<LibraryQuery>(NEWEST_FIRST);
  const rows = useMemo(() => libraryRows(data ?? [], q), [data, q]);
  const scroller = useRef<HTMLDivElement>(null);
  // (The React Compiler cannot memoise this hook's functions; the app is not compiled by it.)
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    getItemKey: (i) => rows[i]?.id ?? i,
  });
  const sortBy = (key: LibraryColumn) => {
    setQ((now) => ({ ...now, sort: key, descending: now.sort === key ? !now.descending : key !== 'title' }));
  };
  const total = data?.length ?? 0;
  return (
    <div className="view library-view">
      <h2 className="view-title">Library</h2>
      <div className="library-filters" role="search" aria-label="Filter the library">
        <label>
          Filter{' '}
          <input
            type="search"
            value={q.text}
            placeholder="words in a title or origin"
            onChange={(e) => {
              setQ({ ...q, text: e.target.value });
            }}
          />
        </label>
        <Choice
          label="Kind"
          every="every kind"
          options={SOURCE_KINDS}
          value={q.kind}
          onChange={(kind) => {
            setQ({ ...q, kind });
          }}
        />
        <Choice
          label="Trust"
          every="every trust"
          options={TRUSTS}
          value={q.trust}
          onChange={(trust) => {
            setQ({ ...q, trust });
          }}
        />
      </div>
      <p className="muted" aria-live="polite" data-testid="library-count">
        {!data
          ? 'Reading the garden…'
          : rows.length === total
            ? plural(total, 'source')
            : `${plural(rows.length, 'source')} of ${total.toLocaleString('en')} shown`}
      </p>
      <div role="table" aria-label="Sources" aria-rowcount={rows.length + 1} className="library-table">
        <div role="rowgroup">
          <div role="row" aria-rowindex={1} className="library-row library-head">
            {COLUMNS.map(({ key, label }) =>
              key === 'origin' ? (
                <div role="columnheader" key={key}>
                  {label}
                </div>
              ) : (
                <div
                  role="columnheader"
                  key={key}
                  aria-sort={q.sort === key ? (q.descending ? 'descending' : 'ascending') : 'none'}
                >
                  <button
                    type="button"
                    onClick={() => {
                      sortBy(key);
                    }}
                  >
                    {label}
                    {q.sort === key && <span aria-hidden="true">{q.descending ? ' ▾' : ' ▴'}</span>}
                  </button>
                </div>
              ),
            )}
          </div>
        </div>
        <div role="rowgroup" ref={scroller} className="library-scroller">
          <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
            {virtual.getVirtualItems().map((v) => {
              const e = rows[v.index];
              if (!e) return null;
              return (
                <div
                  role="row"
                  key={v.key}
                  aria-rowindex={v.index + 2}
                  className="library-row"
                  data-testid="library-row"
                  style={{ transform: `translateY(${String(v.start)}px)`, height: ROW_HEIGHT }}
                >
                  <div role="cell" className="library-title">
                    <a href={noteHref(e.id)} title={e.title}>
                      {e.title}
                    </a>
                  </div>
                  <div role="cell">{e.kind}</div>
                  <div role="cell" className="library-origin" title={e.origin}>
                    {e.origin}
                  </div>
                  <div role="cell">{e.trust}</div>
                  <div role="cell">{day(e.receivedAt)}</div>
                  <div role="cell">{day(e.generatedAt)}</div>
                  <div role="cell">{e.states.active}</div>
                  <div role="cell">{e.states.dormant}</div>
                  <div role="cell">{e.states.quarantined}</div>
                  <div role="cell">{e.states.composted}</div>
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
