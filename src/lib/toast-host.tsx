import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToToastDemand, toastWanted } from './toast';

const ToastContainerLazy = lazy(() => import('./toast-container'));

/** Mounts the toast container the first time a toast is shown. */
export function ToastHost() {
  const wanted = useSyncExternalStore(subscribeToToastDemand, toastWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainerLazy />
    </Suspense>
  );
}
