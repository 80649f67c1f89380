import type { EntryType } from '../../core/types';
import { ENTRY_TYPES, isEntryType, TYPE_NAMES } from './entry-types';

/** A labelled select of the seven entry types, with an empty choice ("all types" for a filter). */
export function TypeFilter({
  label,
  value,
  onChange,
  none = 'All types',
}: {
  label: string;
  value: EntryType | undefined;
  onChange: (type: EntryType | undefined) => void;
  /** What the empty choice means here: no filter, or no type. */
  none?: string;
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
        <option value="">{none}</option>
        {ENTRY_TYPES.map((t) => (
          <option key={t} value={t}>
            {TYPE_NAMES[t]}
          </option>
        ))}
      </select>
    </label>
  );
}
