import type { EntryType } from '../../core/model';
import { ENTRY_TYPES, isEntryType, TYPE_NAMES } from './entry-types';

/** A labelled select of the seven entry types, with "all" for no filter. */
export function TypeFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: EntryType | undefined;
  onChange: (type: EntryType | undefined) => void;
}) {
  return (
    <label className="inline-field">
      {label}
      <select
        value={value ?? ''}
        onChange={(e) => {
          onChange(isEntryType(e.target.value) ? e.target.value : undefined);
        }}
      >
        <option value="">All types</option>
        {ENTRY_TYPES.map((t) => (
          <option key={t} value={t}>
            {TYPE_NAMES[t]}
          </option>
        ))}
      </select>
    </label>
  );
}
