/**
 * A screen loaded on demand (its own chunk), which the server can load ahead
 * of rendering: a preloaded screen renders at once, without suspending, so
 * the server's page needs no inline scripts to reveal it (our CSP allows none).
 * In the browser it is an ordinary lazy component.
 */
import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';

export type LazyScreen<P extends object> = FunctionComponent<P> & {
  /** The source module, as the build manifest names it. */
  module: string;
  preload(): Promise<void>;
};

export function lazyScreen<P extends object>(module: string, load: () => Promise<{ default: ComponentType<P> }>): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  const Lazy = lazy(async () => {
    const imported = await load();
    loaded = imported.default;
    return imported;
  });
  const Screen = Object.assign((props: P) => createElement(loaded ?? Lazy, props), {
    module,
    preload: async () => undefined,
  }) as LazyScreen<P>;
  Screen.displayName = `Screen(${module})`;
  Screen.preload = async () => {
    loaded ??= (await load()).default;
  };
  return Screen;
}
