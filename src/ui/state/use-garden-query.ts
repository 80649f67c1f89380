import { useEffect, useState } from 'react';
import { useUi } from './ui-store';

/** Runs an async query against the worker, again whenever the garden changes or `deps` do. */
export function useGardenQuery<T>(
  query: () => Promise<T>,
  deps: readonly unknown[],
): { data: T | undefined; error?: string } {
  const version = useUi((s) => s.version);
  const ready = useUi((s) => s.model.ready);
  const [state, setState] = useState<{ data: T | undefined; error?: string }>({ data: undefined });
  useEffect(() => {
    if (!ready) return;
    let live = true;
    query().then(
      (data) => {
        if (live) setState({ data });
      },
      (e: unknown) => {
        if (live) setState((s) => ({ data: s.data, error: e instanceof Error ? e.message : String(e) }));
      },
    );
    return () => {
      live = false;
    };
  }, [version, ready, ...deps]);
  return state;
}
