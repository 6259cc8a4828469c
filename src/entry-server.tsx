/**
 * Server rendering of the first screen. The server calls `render` with the
 * data the screen needs (see app/ssr-routes.ts); the browser then takes the
 * page over (hydration) with the same data, so a first visit on a slow phone
 * shows the story at once instead of waiting for the app's code.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from './app/app';
import { AppRoutes, preloadScreen } from './app/router';
import { ssrScreenFor } from './app/ssr-routes';
import type { Catalog } from './lib/i18n/i18n';

export { ssrScreenFor };

export async function render(
  url: string,
  resources: Record<string, unknown>,
  lang: string,
  catalog?: Catalog,
): Promise<{ html: string; title: string | null }> {
  // The screen's code is loaded first, so nothing suspends while rendering.
  await preloadScreen(ssrScreenFor(url)?.module);
  let title: string | null = null;
  const onTitle = (next: string) => {
    title = next;
  };
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders initialData={{ resources, hydrating: true, onTitle }} lang={lang} {...(catalog ? { catalog } : {})}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // One piece: a large boundary would otherwise be sent apart and revealed by an inline script, which our CSP forbids.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return { html, title };
}
