import { useRegisterSW } from 'virtual:pwa-register/react';

/** Registers the service worker and offers a new version when one is waiting; the user decides when. */
export function UpdateBanner() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh && !offlineReady) return null;
  return (
    <div className="update-banner" role="status" data-testid="update-banner">
      {needRefresh ? (
        <>
          A new version of the garden is available.
          <button type="button" className="primary" onClick={() => void updateServiceWorker(true)}>
            Reload to update
          </button>
          <button
            type="button"
            onClick={() => {
              setNeedRefresh(false);
            }}
          >
            Later
          </button>
        </>
      ) : (
        <>
          The garden now works offline.
          <button
            type="button"
            onClick={() => {
              setOfflineReady(false);
            }}
          >
            OK
          </button>
        </>
      )}
    </div>
  );
}
