import { useState } from 'react';
import type { Settings } from '../../core/settings';
import { gardenWorker } from '../../workers/garden/garden-client';
import { useUi } from '../state/ui-store';
import { DataSection } from './DataSection';
import { AliasTable } from './AliasTable';
import { DecayClasses } from './DecayClasses';
import { PacksSection } from './PacksSection';
import { SectionsEditor } from './SectionsEditor';

const THRESHOLDS: {
  key: 'immunityDays' | 'dormantBelow' | 'compostFloor' | 'floorGraceDays' | 'quarantineDays';
  label: string;
  step: number;
}[] = [
  { key: 'immunityDays', label: 'Immunity after a touch (days)', step: 1 },
  { key: 'dormantBelow', label: 'Dormant below salience', step: 0.01 },
  { key: 'compostFloor', label: 'Compost floor salience', step: 0.01 },
  { key: 'floorGraceDays', label: 'Days under the floor before compost', step: 1 },
  { key: 'quarantineDays', label: 'Quarantine for foreign claims (days)', step: 1 },
];

/**
 * Enzyme packs, decay per trust class and per section, the metabolic thresholds and the alias table, persisted
 * in the garden.
 */
export function SettingsView() {
  const current = useUi((s) => s.summary?.settings);
  const [draft, setDraft] = useState<Settings | undefined>(current);
  const [message, setMessage] = useState('');
  // The garden's settings changed (saved here, or in another tab): the form shows them, set while rendering
  // so that no frame shows the old ones.
  const [shown, setShown] = useState(current);
  if (current !== shown) {
    setShown(current);
    if (current) setDraft(current);
  }
  if (!draft) return <p>Opening the garden…</p>;
  return (
    <form
      className="view settings-view"
      aria-label="Settings"
      onSubmit={(e) => {
        e.preventDefault();
        gardenWorker()
          .updateSettings(draft)
          .then(() => {
            setMessage('Saved.');
          })
          .catch((err: unknown) => {
            setMessage(err instanceof Error ? err.message : String(err));
          });
      }}
    >
      <h2 className="view-title">Settings</h2>
      <PacksSection draft={draft} change={setDraft} />
      <DecayClasses draft={draft} change={setDraft} />
      <SectionsEditor draft={draft} change={setDraft} />
      <fieldset>
        <legend>Thresholds</legend>
        {THRESHOLDS.map((th) => (
          <label key={th.key}>
            {th.label}
            <input
              type="number"
              step={th.step}
              value={draft[th.key]}
              onChange={(e) => {
                setDraft({ ...draft, [th.key]: Number(e.target.value) });
              }}
            />
          </label>
        ))}
        <label>
          Profile budget (tokens)
          <input
            type="number"
            min={100}
            step={100}
            value={draft.profileTokens}
            onChange={(e) => {
              setDraft({ ...draft, profileTokens: Number(e.target.value) });
            }}
          />
        </label>
      </fieldset>
      <AliasTable draft={draft} change={setDraft} />
      <button type="submit" className="primary">
        Save settings
      </button>
      <span role="status" data-testid="settings-status">
        {message}
      </span>
      <DataSection />
    </form>
  );
}
