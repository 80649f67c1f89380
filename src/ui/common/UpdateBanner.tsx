import { useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

/**
 * Calls `failed` if the service worker never gets to install: its precache (the app, the model, the runtime)
 * could not be stored, most often for want of space. A worker that installed once stays active.
 */
function watchInstall(registration: ServiceWorkerRegistration, failed: () => void): void {
  const watch = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'redundant' && !registration.active) failed();
    });
  };
  if (!registration.installing && !registration.waiting && !registration.active) failed();
  watch(registration.installing);
  registration.addEventListener('updatefound', () => {
    watch(registration.installing);
  });
}

/**
 * Registers the service worker and offers a new version when one is waiting; the user decides when. Says
 * so when offline use is not available because the app could not be stored.
 */
export function UpdateBanner() {
  const [offlineFailed, setOfflineFailed] = useState(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registration) => {
      if (registration)
        watchInstall(registration, () => {
          setOfflineFailed(true);
        });
    },
    onRegisterError: () => {
      setOfflineFailed(true);
    },
  });
  if (offlineFailed && !needRefresh)
    return (
      <div className="update-banner" role="status" data-testid="offline-unavailable">
        Offline use is not available: the browser would not store the app&apos;s files (its storage for this site is
        full or blocked). The garden works while this page is open online; free some space and reload to install it.
      </div>
    );
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
