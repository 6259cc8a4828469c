// The shared list screen says one thing at a time, in one order: a spinner before the first answer, the
// failure with a retry while there is nothing to show, the empty sentence, or the list with its pager; a
// reload keeps the list on screen. The pager hides on one page and follows a cursor when told.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/api-error';
import { ListScreen, type ListState } from '../../src/lib/ui/list-screen';
import { Pager } from '../../src/lib/ui/pager';

interface Answer {
  items: string[];
  page: number;
  total_pages: number;
}

const state = (overrides: Partial<ListState<Answer>>): ListState<Answer> => ({
  data: null,
  error: null,
  loading: false,
  reload: () => undefined,
  ...overrides,
});

const screen = (list: ListState<Answer>, extra: { action?: string } = {}) =>
  renderToStaticMarkup(
    <ListScreen
      titleId="things-title"
      title="Things"
      action={extra.action ? <button type="button">{extra.action}</button> : undefined}
      filters={<p>filters</p>}
      state={list}
      empty="Nothing yet."
      summary={(answer) => <p>{answer.items.length} shown</p>}
      pager={(answer) => <Pager page={answer.page} pages={answer.total_pages} label="Pages" onPage={() => undefined} />}
    >
      {(answer) => (
        <ul>
          {answer.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </ListScreen>,
  );

const failure = new ApiError('network', 'Network connection failed. Please check your internet connection and try again.');

describe('the list screen', () => {
  it('shows its heading and filters, then a spinner until the first answer', () => {
    const html = screen(state({ loading: true }));
    expect(html).toMatch(/^<section aria-labelledby="things-title" class="stack"><h2 id="things-title">Things<\/h2><p>filters<\/p>/);
    expect(html).toContain('role="status"');
    expect(html).not.toContain('<ul>');
  });

  it('puts an action beside the heading', () => {
    expect(screen(state({ loading: true }), { action: 'Export' })).toContain(
      '<div class="section-head"><h2 id="things-title">Things</h2><button type="button">Export</button></div>',
    );
  });

  it('says a failure with a retry while there is nothing to show, and keeps the list once there is', () => {
    expect(screen(state({ error: failure }))).toContain('role="alert"');
    const kept = screen(state({ error: failure, loading: true, data: { items: ['one'], page: 1, total_pages: 1 } }));
    expect(kept).not.toContain('role="alert"');
    expect(kept).not.toContain('role="status"');
    expect(kept).toContain('<li>one</li>');
  });

  it('says the empty sentence instead of an empty list', () => {
    const html = screen(state({ data: { items: [], page: 1, total_pages: 0 } }));
    expect(html).toContain('<p>Nothing yet.</p>');
    expect(html).not.toContain('<ul>');
    expect(html).not.toContain('class="pager"');
  });

  it('draws the summary, the list and the pager, in that order', () => {
    const html = screen(state({ data: { items: ['one', 'two'], page: 2, total_pages: 3 } }));
    const order = ['<p>2 shown</p>', '<li>one</li>', 'class="pager"'].map((part) => html.indexOf(part));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).not.toContain('Nothing yet.');
  });
});

describe('the pager', () => {
  /** Each button's words, and whether it is off. */
  const buttons = (props: { page: number; pages: number; hasNext?: boolean }) =>
    [
      ...renderToStaticMarkup(<Pager {...props} label="Pages" onPage={() => undefined} />).matchAll(/<button([^>]*)>([^<]*)<\/button>/g),
    ].map((m) => `${m[2]}${(m[1] ?? '').includes('disabled') ? ' (off)' : ''}`);

  it('is hidden on a single page', () => {
    expect(renderToStaticMarkup(<Pager page={1} pages={1} label="Pages" onPage={() => undefined} />)).toBe('');
  });

  it('turns Previous off on the first page and Next off on the last', () => {
    expect(buttons({ page: 1, pages: 3 })).toEqual(['Previous page (off)', 'Next page']);
    expect(buttons({ page: 2, pages: 3 })).toEqual(['Previous page', 'Next page']);
    expect(buttons({ page: 3, pages: 3 })).toEqual(['Previous page', 'Next page (off)']);
  });

  it('follows a cursor: Next is on only while a page follows', () => {
    expect(buttons({ page: 3, pages: 3, hasNext: true })).toEqual(['Previous page', 'Next page']);
    expect(buttons({ page: 1, pages: 3, hasNext: false })).toEqual(['Previous page (off)', 'Next page (off)']);
  });
});
