/**
 * Every screen of the screen table (contract/names/paths.ts), each loaded on
 * demand so the first screen downloads only itself and the chrome.
 */
import type { ComponentType, ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { screens, type Screen } from '../../contract/names/paths';
import { RequireAdmin, RequireAuth } from './guards';
import { AppLayout } from './layout/app-layout';
import { lazyScreen, type LazyScreen } from './lazy-screen';

/** The screens' modules, each its own chunk, by their path from here. */
const modules = import.meta.glob<{ default: ComponentType<object> }>('../features/*/components/*-page.tsx');

function load(module: Screen['module']) {
  const loader = modules[`../${module.slice('src/'.length)}`];
  if (!loader) throw new Error(`The screen table names ${module}, which does not exist.`);
  return loader;
}

/** One lazily loaded component per module (two paths may show the same screen). */
const byModule = new Map<string, LazyScreen<object>>(
  screens.map((screen) => [screen.module, lazyScreen(screen.module, load(screen.module))]),
);

/** Loads a screen's code ahead (the server renders it, or the browser takes over its page), so nothing suspends. */
export async function preloadScreen(module: string | undefined): Promise<void> {
  await (module ? byModule.get(module)?.preload() : undefined);
}

function guarded(guard: Screen['guard'], screen: ReactNode): ReactNode {
  if (guard === 'admin') return <RequireAdmin>{screen}</RequireAdmin>;
  if (guard === 'signed-in') return <RequireAuth>{screen}</RequireAuth>;
  return screen;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {screens.map((screen: Screen) => {
          const Component = byModule.get(screen.module);
          return Component && <Route key={screen.path} path={screen.path} element={guarded(screen.guard, <Component />)} />;
        })}
      </Route>
    </Routes>
  );
}
