import { useUi } from '../state/ui-store';
import { useFeed } from './feed-store';

/** What a garden that holds nothing yet is for, and what to do first: shown until something is fed. */
export function GettingStarted() {
  const sources = useUi((s) => s.summary?.sources);
  const busy = useFeed((s) => s.staged.length > 0 || s.running || s.outcomes.length > 0);
  if (sources !== 0 || busy) return null;
  return (
    <section className="getting-started" aria-labelledby="getting-started-title" data-testid="getting-started">
      <h3 id="getting-started-title">Your garden is empty</h3>
      <p>
        Drop notes, web pages, a folder or a chat export below, or write a note. Each passes the intake valve with a
        trust label (your own notes are <em>operator</em>; a web page is <em>external</em>), and the garden digests it:
        what confirms what it holds makes that stronger, a newer value replaces an older one, a conflict it cannot
        settle opens a lesion for you, and what nobody uses decays into the compost, where it stays searchable.
      </p>
      <p>
        Then search it, watch it grow under Rhizome, and see under Time what months would do to it. Everything stays in
        this browser; nothing is sent anywhere.
      </p>
    </section>
  );
}
