import type { DecayPolicy } from '../../core/decay/policies';
import type { Section, SectionField } from '../../core/settings';
import type { Settings } from '../../core/settings';
import { DECAY_POLICIES, SECTION_FIELDS } from '../../workers/garden/vocabulary';

const FIELD_LABEL: Record<SectionField, string> = {
  folder: 'folder',
  tag: 'tag',
  kind: 'source kind',
  type: 'entry type',
};

/** Sections with their own decay: a folder, a tag, a source kind or an entry type, and how it ages. */
export function SectionsEditor({ draft, change }: { draft: Settings; change: (s: Settings) => void }) {
  const update = (i: number, patch: Partial<Section>) => {
    change({ ...draft, sections: draft.sections.map((s, j) => (j === i ? { ...s, ...patch } : s)) });
  };
  return (
    <fieldset>
      <legend>Sections</legend>
      <p className="muted">
        The first section a node belongs to decides how it decays, over its trust class (“journals age at 45 days,
        domain notes at 90”).
      </p>
      {draft.sections.map((s, i) => (
        <div key={s.id} className="row section-row" role="group" aria-label={`Section ${String(i + 1)}`}>
          <label>
            Section name
            <input
              value={s.name}
              onChange={(e) => {
                update(i, { name: e.target.value });
              }}
            />
          </label>
          <label>
            Gathers by
            <select
              value={s.field}
              onChange={(e) => {
                update(i, { field: e.target.value as SectionField });
              }}
            >
              {SECTION_FIELDS.map((f) => (
                <option key={f} value={f}>
                  {FIELD_LABEL[f]}
                </option>
              ))}
            </select>
          </label>
          <label>
            Value
            <input
              value={s.value}
              onChange={(e) => {
                update(i, { value: e.target.value });
              }}
            />
          </label>
          <label>
            Section policy
            <select
              value={s.policy}
              onChange={(e) => {
                update(i, { policy: e.target.value as DecayPolicy });
              }}
            >
              {DECAY_POLICIES.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </label>
          <label>
            Section days
            <input
              type="number"
              min={1}
              value={s.days}
              onChange={(e) => {
                update(i, { days: Number(e.target.value) });
              }}
            />
          </label>
          <button
            type="button"
            onClick={() => {
              change({ ...draft, sections: draft.sections.filter((_, j) => j !== i) });
            }}
          >
            Remove section
          </button>
        </div>
      ))}
      <button
        type="button"
        onClick={() => {
          const section: Section = {
            id: `sec-${Date.now().toString(36)}`,
            name: '',
            field: 'folder',
            value: '',
            policy: 'half-life',
            days: 45,
          };
          change({ ...draft, sections: [...draft.sections, section] });
        }}
      >
        Add section
      </button>
    </fieldset>
  );
}
