/**
 * The app's single toast system: top-right,
 * success and info 4 s, warnings and errors 5 s. The toast library is loaded
 * with the first toast, so it never weighs on the first screen.
 */
import type { ToastOptions } from 'react-toastify';

export const toastDurations = { success: 4000, info: 4000, warning: 5000, error: 5000, default: 4000 } as const;
export type ToastKind = keyof typeof toastDurations;

type Listener = () => void;
let wanted = false;
const listeners = new Set<Listener>();
let mounted: Promise<void> | null = null;
let resolveMounted: () => void = () => undefined;

/** The host renders the container once a toast is wanted. */
export function subscribeToToastDemand(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const toastWanted = () => wanted;
export function toastContainerMounted(): void {
  resolveMounted();
}

function whenContainerReady(): Promise<void> {
  if (!mounted) {
    mounted = new Promise((resolve) => {
      resolveMounted = resolve;
    });
    wanted = true;
    for (const listener of listeners) listener();
  }
  return mounted;
}

function show(kind: ToastKind | 'loading', message: string, options?: ToastOptions): void {
  void Promise.all([import('react-toastify/unstyled'), whenContainerReady()]).then(([{ toast }]) => {
    if (kind === 'loading') toast.loading(message, options);
    else if (kind === 'default') toast(message, { autoClose: toastDurations.default, ...options });
    else toast[kind](message, { autoClose: toastDurations[kind], ...options });
  });
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  message: (message: string, options?: ToastOptions) => show('default', message, options),
  loading: (message: string, options?: ToastOptions) => show('loading', message, options),
};
