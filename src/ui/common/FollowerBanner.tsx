import { useUi } from '../state/ui-store';

/** Shown in a second tab: another tab tends the garden; this one follows it, read-only, until that one closes. */
export function FollowerBanner() {
  const role = useUi((s) => s.summary?.role);
  if (role !== 'follower') return null;
  return (
    <div className="update-banner" role="status" data-testid="follower-banner">
      This garden is open in another tab, which tends it. This tab follows along read-only until that tab closes.
    </div>
  );
}
