import type { Trust } from '../../core/types';
import type { DecayPolicy } from '../../core/decay/policies';
import type { Settings } from '../../core/settings';
import { DECAY_POLICIES, TRUSTS } from '../../workers/garden/vocabulary';

const POLICY_LABEL: Record<DecayPolicy, string> = {
  'half-life': 'half-life',
  'idle-days': 'idle days (dormant, archived)',
};

/** A number of days for one trust class, usable only while its policy reads it. */
function ClassDays(props: {
  label: string;
  trust: Trust;
  min: number;
  enabled: boolean;
  value: number;
  set: (days: number) => void;
}) {
  return (
    <label>
      {props.label} (days)
      <input
        aria-label={`${props.label} for ${props.trust} (days)`}
        type="number"
        min={props.min}
        step={props.min}
        disabled={!props.enabled}
        value={props.value}
        onChange={(e) => {
          props.set(Number(e.target.value));
        }}
      />
    </label>
  );
}

/**
 * How each trust class decays: its policy, the half-life that policy uses, and the idle window of the
 * WRITE-path machine (dormant after the window, archived after twice the window).
 */
export function DecayClasses({ draft, change }: { draft: Settings; change: (next: Settings) => void }) {
  return (
    <fieldset className="decay-classes">
      <legend>Decay per trust class</legend>
      {TRUSTS.map((t) => (
        <div key={t} className="decay-class" role="group" aria-label={`Decay of ${t}`}>
          <strong>{t}</strong>
          <label>
            Policy
            <select
              aria-label={`Decay policy for ${t}`}
              value={draft.decayPolicy[t]}
              onChange={(e) => {
                change({ ...draft, decayPolicy: { ...draft.decayPolicy, [t]: e.target.value as DecayPolicy } });
              }}
            >
              {DECAY_POLICIES.map((p) => (
                <option key={p} value={p}>
                  {POLICY_LABEL[p]}
                </option>
              ))}
            </select>
          </label>
          <ClassDays
            label="Half-life"
            trust={t}
            min={0.1}
            enabled={draft.decayPolicy[t] === 'half-life'}
            value={draft.halfLifeDays[t]}
            set={(days) => {
              change({ ...draft, halfLifeDays: { ...draft.halfLifeDays, [t]: days } });
            }}
          />
          <ClassDays
            label="Idle window"
            trust={t}
            min={1}
            enabled={draft.decayPolicy[t] === 'idle-days'}
            value={draft.idleDays[t]}
            set={(days) => {
              change({ ...draft, idleDays: { ...draft.idleDays, [t]: days } });
            }}
          />
        </div>
      ))}
    </fieldset>
  );
}
