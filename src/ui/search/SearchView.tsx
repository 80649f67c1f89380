import { useState } from 'react';
import { gardenWorker } from '../../workers/garden/garden-client';
import { SearchForm } from '../common/SearchForm';
import type { EntryType } from '../../core/types';
import { Switch } from '../common/Switch';
import { TypeFilter } from '../common/TypeFilter';
import { useGardenQuery } from '../state/use-garden-query';
import { ResultCard } from './ResultCard';
import { unanswered } from './unanswered';

/** Hybrid recall with metabolic weighting; compost on request; the context pack to the clipboard. */
export function SearchView() {
  const [query, setQuery] = useState('');
  const [withCompost, setWithCompost] = useState(false);
  const [type, setType] = useState<EntryType | undefined>(undefined);
  const [copied, setCopied] = useState('');
  // The answer keeps the question it answers, so the list can say which search it shows.
  const { data, error } = useGardenQuery(
    () =>
      gardenWorker()
        .search(query, { scope: withCompost ? 'all' : 'ordinary', ...(type ? { type } : {}) })
        .then((hits) => ({ hits, query })),
    [query, withCompost, type],
  );
  const hits = data?.hits.filter((h) => h.tier !== 'compost');
  const fromCompost = data?.hits.filter((h) => h.tier === 'compost') ?? [];
  const nothing = data && unanswered(data.query, type, hits ?? [], fromCompost);
  return (
    <div className="view search-view">
      <h2 className="view-title">Search</h2>
      <SearchForm label="Search the garden" placeholder="Ask the garden…" button="Search" onSearch={setQuery}>
        <Switch label="Include compost and quarantine" checked={withCompost} onChange={setWithCompost} />
        <TypeFilter label="Only entries of type" value={type} onChange={setType} />
        <button
          type="button"
          disabled={!query}
          onClick={() => {
            void gardenWorker()
              .contextPack(query, 2000)
              .then(async (md) => {
                await navigator.clipboard.writeText(md);
                setCopied('Context pack copied');
              })
              .catch((e: unknown) => {
                setCopied(`Could not copy: ${e instanceof Error ? e.message : String(e)}`);
              });
          }}
        >
          Copy context pack
        </button>
      </SearchForm>
      <p role="status" className="muted">
        {copied}
      </p>
      {error && <p className="error">{error}</p>}
      {nothing && (
        <p className="empty-state" role="status">
          {nothing}
        </p>
      )}
      <ol className="results" aria-label="Results" data-query={data?.query}>
        {hits?.map((h) => (
          <li key={h.node.id}>
            <ResultCard hit={h} />
          </li>
        ))}
      </ol>
      {fromCompost.length > 0 && (
        <section className="compost-tier" aria-label="From the compost">
          <h3>From the compost</h3>
          <p className="muted">
            Composted, each for the reason given: shown because it answers your question at least as closely as what is
            still living.
          </p>
          <ol className="results">
            {fromCompost.map((h) => (
              <li key={h.node.id}>
                <ResultCard hit={h} />
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
