/**
 * What the server renders on a first visit: the screens the screen table marks
 * `rendered` (public ones, with data the server can fetch itself), the module
 * of each (for its CSS and code to be fetched early), and the data each needs.
 * The payment screens are rendered per visit (`perRequest`): their routes on
 * the server add the form's token or the donation's outcome. Signed-in
 * screens and the other forms are rendered in the browser.
 */
import { matchPath } from 'react-router-dom';
import { screens, type ScreenPath } from '../../contract/names/paths';
import { browseQueryFrom } from '../features/stories/browse-query';
import { homeQueries, homeSuccess, statsKey, storiesKey, storyKey, successKey, successPage } from '../lib/stories/keys';

export interface SsrScreen {
  /** Source module of the screen, as the build manifest names it. */
  module: string;
  /** Resource keys the screen loads on its first render. */
  keys: string[];
  status: number;
  /** Rendered for one visit by the server's own route, with data only it adds; never kept. */
  perRequest: boolean;
}

type Keys = (params: Record<string, string | undefined>, search: URLSearchParams) => string[];

/** The data each rendered screen loads first (the others need none). */
const resources: Partial<Record<ScreenPath, Keys>> = {
  '/': () => [
    statsKey,
    storiesKey(homeQueries.featured),
    storiesKey(homeQueries.trending),
    successKey(homeSuccess.page, homeSuccess.limit),
  ],
  '/campaigns': (_p, search) => [storiesKey(browseQueryFrom(search))],
  '/campaigns/:id': ({ id }) => (id ? [storyKey(id)] : []),
  '/success-stories': () => [successKey(successPage.page, successPage.limit)],
  '/payment': (_p, search) => {
    const campaign = search.get('campaign')?.trim();
    return campaign ? [storyKey(campaign)] : [];
  },
};

/** What the server renders for `url`, or null to send the plain app shell. Unknown paths render the 404 page. */
export function ssrScreenFor(url: string): SsrScreen | null {
  const { pathname, searchParams } = new URL(url, 'http://local');
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const screen of screens) {
    const match = matchPath(screen.path, path);
    if (!match) continue;
    if (!screen.rendered) return null;
    return {
      module: screen.module,
      keys: resources[screen.path]?.(match.params, searchParams) ?? [],
      status: screen.path === '*' ? 404 : 200,
      perRequest: 'perRequest' in screen && screen.perRequest,
    };
  }
  return null;
}
