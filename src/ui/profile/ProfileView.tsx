import { useState } from 'react';
import { gardenWorker } from '../../workers/garden/garden-client';
import { Labels } from '../common/Labels';
import { NodeText } from '../common/NodeText';
import { useUi } from '../state/ui-store';
import { useGardenQuery } from '../state/use-garden-query';

/** The profile: the most salient unresolved items within a token budget, what an assistant would carry on. */
export function ProfileView() {
  const saved = useUi((s) => s.summary?.settings.profileTokens ?? 2000);
  const [budget, setBudget] = useState<number | undefined>(undefined);
  const [copied, setCopied] = useState('');
  const tokens = budget ?? saved;
  const { data: profile } = useGardenQuery(() => gardenWorker().profile(tokens), [tokens]);
  return (
    <div className="view profile-view">
      <h2 className="view-title">Profile</h2>
      <p className="muted">
        The most salient unresolved items — open issues, frustrations, requests not yet shipped — within a token budget:
        what an assistant would carry into its next conversation.
      </p>
      <div className="row">
        <label>
          Budget (tokens)
          <input
            type="number"
            min={100}
            step={100}
            value={tokens}
            onChange={(e) => {
              setBudget(Number(e.target.value));
            }}
          />
        </label>
        <button
          type="button"
          disabled={!profile}
          onClick={() => {
            if (!profile) return;
            navigator.clipboard.writeText(profile.markdown).then(
              () => {
                setCopied('Profile copied');
              },
              (e: unknown) => {
                setCopied(`Could not copy: ${e instanceof Error ? e.message : String(e)}`);
              },
            );
          }}
        >
          Copy profile
        </button>
        <span role="status" className="muted">
          {copied}
        </span>
      </div>
      {profile && (
        <>
          <p data-testid="profile-size">
            {profile.items.length} {profile.items.length === 1 ? 'item' : 'items'} · {profile.tokens} of{' '}
            {profile.budget} tokens
            {profile.left > 0 ? ` · ${String(profile.left)} more did not fit` : ''}
          </p>
          {profile.items.length === 0 &&
            (profile.left > 0 ? (
              <p>No open item fits in {profile.budget} tokens: raise the budget.</p>
            ) : (
              <p>Nothing unresolved: the profile is empty.</p>
            ))}
          <ol className="results" aria-label="Profile items">
            {profile.items.map((n) => (
              <li key={n.id} data-testid="profile-item">
                <NodeText node={n} />
                <Labels labels={n.labels} />
              </li>
            ))}
          </ol>
          <details>
            <summary>As text</summary>
            <pre className="profile-text" data-testid="profile-markdown">
              {profile.markdown}
            </pre>
          </details>
        </>
      )}
    </div>
  );
}
