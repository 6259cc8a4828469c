/**
 * The app's single toast system: top-right,
 * success and info 4 s, warnings and errors 5 s. The toast library is loaded
 * with the first toast, so it never weighs on the first screen.
 */
import type { ToastOptions } from 'react-toastify';

export const toastDurations = { success: 4000, info: 4000, warning: 5000, error: 5000, default: 4000 } as const;
export type ToastKind = keyof typeof toastDurations;

type Listener = () => void;
/** A toast said without the library, when it could not be loaded (offline before the worker kept it). */
export interface PlainToast {
  kind: ToastKind | 'loading';
  message: string;
}
/** How many times the container was asked for: 0 until the first toast, again after it could not be loaded. */
let asked = 0;
let plain: PlainToast | null = null;
let plainTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();
let mounted: Promise<void> | null = null;
let resolveMounted: () => void = () => undefined;
let rejectMounted: (error: unknown) => void = () => undefined;

const tell = () => {
  for (const listener of listeners) listener();
};

/** The host renders the container once a toast is wanted, or a plain toast when the container is out of reach. */
export function subscribeToToastDemand(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const toastAsked = () => asked;
export const plainToast = () => plain;
export function toastContainerMounted(): void {
  resolveMounted();
}
/** The container could not be loaded: waiting toasts are said plainly, and the next one tries again. */
export function toastContainerFailed(error: unknown): void {
  rejectMounted(error);
  mounted = null;
}

function whenContainerReady(): Promise<void> {
  if (!mounted) {
    mounted = new Promise((resolve, reject) => {
      resolveMounted = resolve;
      rejectMounted = reject;
    });
    asked += 1;
    tell();
  }
  return mounted;
}

function showPlain(kind: PlainToast['kind'], message: string): void {
  plain = { kind, message };
  clearTimeout(plainTimer);
  plainTimer = setTimeout(
    () => {
      plain = null;
      tell();
    },
    kind === 'loading' ? toastDurations.default : toastDurations[kind],
  );
  tell();
}

function show(kind: ToastKind | 'loading', message: string, options?: ToastOptions): void {
  // The container brings the library; the worker keeps both with the shell.
  void whenContainerReady()
    .then(() => import('react-toastify/unstyled'))
    .then(({ toast }) => {
      if (kind === 'loading') toast.loading(message, options);
      else if (kind === 'default') toast(message, { autoClose: toastDurations.default, ...options });
      else toast[kind](message, { autoClose: toastDurations[kind], ...options });
    })
    .catch(() => showPlain(kind, message));
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  message: (message: string, options?: ToastOptions) => show('default', message, options),
  loading: (message: string, options?: ToastOptions) => show('loading', message, options),
};
