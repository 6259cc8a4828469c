/**
 * The screens the server renders on a first visit (public ones, with data the
 * server can fetch itself), the module of each (for its CSS and code to be
 * fetched early), and the data each needs. Signed-in screens and forms are
 * rendered in the browser.
 */
import { matchPath } from 'react-router-dom';
import { browseQueryFrom } from '../features/stories/browse-query';
import { homeQueries, homeSuccess, statsKey, storiesKey, storyKey, successKey, successPage } from '../lib/stories/keys';

export interface SsrScreen {
  /** Source module of the screen, as the build manifest names it. */
  module: string;
  /** Resource keys the screen loads on its first render. */
  keys: string[];
  status: number;
}

const screens: Array<{
  path: string;
  module: string;
  keys?: (params: Record<string, string | undefined>, search: URLSearchParams) => string[];
}> = [
  {
    path: '/',
    module: 'src/features/pages/components/home-page.tsx',
    keys: () => [
      statsKey,
      storiesKey(homeQueries.featured),
      storiesKey(homeQueries.trending),
      successKey(homeSuccess.page, homeSuccess.limit),
    ],
  },
  {
    path: '/campaigns',
    module: 'src/features/stories/components/browse-page.tsx',
    keys: (_p, search) => [storiesKey(browseQueryFrom(search))],
  },
  { path: '/campaigns/:id', module: 'src/features/stories/components/story-page.tsx', keys: ({ id }) => (id ? [storyKey(id)] : []) },
  {
    path: '/success-stories',
    module: 'src/features/stories/components/success-stories-page.tsx',
    keys: () => [successKey(successPage.page, successPage.limit)],
  },
  { path: '/how-it-works', module: 'src/features/pages/components/how-it-works-page.tsx' },
  { path: '/privacy-policy', module: 'src/features/pages/components/privacy-policy-page.tsx' },
  { path: '/terms-of-service', module: 'src/features/pages/components/terms-of-service-page.tsx' },
];

/** Paths the browser renders itself (known screens that are not server-rendered). */
const browserOnly = ['/create', '/login', '/register', '/auth/*', '/payment', '/payment/*', '/dashboard', '/admin', '/admin/*'];

/** What the server renders for `url`, or null to send the plain app shell. Unknown paths render the 404 page. */
export function ssrScreenFor(url: string): SsrScreen | null {
  const { pathname, searchParams } = new URL(url, 'http://local');
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const screen of screens) {
    const match = matchPath(screen.path, path);
    if (match) return { module: screen.module, keys: screen.keys?.(match.params, searchParams) ?? [], status: 200 };
  }
  if (browserOnly.some((pattern) => matchPath(pattern, path))) return null;
  return { module: 'src/features/pages/components/not-found-page.tsx', keys: [], status: 404 };
}
