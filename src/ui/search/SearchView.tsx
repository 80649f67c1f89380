import { useState } from 'react';
import { gardenWorker } from '../../workers/garden/garden-client';
import { SearchForm } from '../common/SearchForm';
import { Switch } from '../common/Switch';
import { useGardenQuery } from '../state/use-garden-query';
import { ResultCard } from './ResultCard';

/** Hybrid recall with metabolic weighting; compost on request; the context pack to the clipboard. */
export function SearchView() {
  const [query, setQuery] = useState('');
  const [withCompost, setWithCompost] = useState(false);
  const [copied, setCopied] = useState('');
  const { data: hits, error } = useGardenQuery(
    () => gardenWorker().search(query, { scope: withCompost ? 'all' : 'ordinary' }),
    [query, withCompost],
  );
  return (
    <div className="view search-view">
      <h2 className="view-title">Search</h2>
      <SearchForm label="Search the garden" placeholder="Ask the garden…" button="Search" onSearch={setQuery}>
        <Switch label="Include compost" checked={withCompost} onChange={setWithCompost} />
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
      {query && hits?.length === 0 && <p>Nothing in the garden matches “{query}”.</p>}
      <ol className="results" aria-label="Results">
        {hits?.map((h) => (
          <li key={h.node.id}>
            <ResultCard hit={h} />
          </li>
        ))}
      </ol>
    </div>
  );
}
