import type { Trust } from '../../core/types';
import { useFeed } from './feed-store';
import type { Staged } from './staged';
import { TRUSTS, byteSize } from '../../workers/garden/vocabulary';

interface Props {
  item: Staged;
  index: number;
  count: number;
  /** Where the virtual list places this row, in pixels from the top. */
  offset: number;
  height: number;
}

/** One staged source: its name, size, trust label and a way to take it back out. */
export function StagedRow({ item, index, count, offset, height }: Props) {
  const relabel = useFeed((s) => s.relabel);
  const unstage = useFeed((s) => s.unstage);
  return (
    <li
      data-testid="staged-item"
      aria-posinset={index + 1}
      aria-setsize={count}
      style={{ transform: `translateY(${String(offset)}px)`, height }}
    >
      <span className="name" title={item.name}>
        {item.name}
      </span>
      <span className="muted">{byteSize(item.bytes)}</span>
      <label>
        <span className="visually-hidden">Trust for {item.name}</span>
        <select
          value={item.trust}
          onChange={(e) => {
            relabel(item.key, e.target.value as Trust);
          }}
        >
          {TRUSTS.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </label>
      <button
        type="button"
        onClick={() => {
          unstage(item.key);
        }}
        aria-label={`Remove ${item.name}`}
      >
        ✕
      </button>
    </li>
  );
}
