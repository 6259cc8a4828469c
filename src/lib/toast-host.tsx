import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { plainToast, subscribeToToastDemand, toastAsked, toastContainerFailed } from './toast';

/**
 * Mounts the toast container the first time a toast is shown. Should it be out
 * of reach (offline before the worker kept it), the app carries on, the toast
 * is said plainly, and the container is asked for again with the next toast or
 * when the network returns.
 */
export function ToastHost() {
  const asked = useSyncExternalStore(subscribeToToastDemand, toastAsked, () => 0);
  const plain = useSyncExternalStore(subscribeToToastDemand, plainToast, () => null);
  const [Toasts, setToasts] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (asked === 0 || Toasts) return;
    let live = true;
    const load = async () => {
      try {
        const module = await import('./toast-container');
        if (live) setToasts(() => module.default);
      } catch (error) {
        toastContainerFailed(error);
      }
    };
    void load();
    window.addEventListener('online', load);
    return () => {
      live = false;
      window.removeEventListener('online', load);
    };
  }, [asked, Toasts]);
  if (Toasts) return <Toasts />;
  if (!plain) return null;
  return (
    <p className={`plain-toast ${plain.kind}`} role={plain.kind === 'error' ? 'alert' : 'status'}>
      {plain.message}
    </p>
  );
}
