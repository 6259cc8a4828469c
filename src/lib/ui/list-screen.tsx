import type { ReactNode } from 'react';
import type { ApiError } from '../api-error';
import { Spinner } from '../spinner';
import { LoadError } from './load-error';
import './list-screen.css';

/** A list as a screen holds it: the last answer, the failure, whether a load is under way, and how to load again. */
export interface ListState<Answer> {
  data: Answer | null;
  error: ApiError | null;
  loading: boolean;
  reload: () => void;
}

/**
 * A screen of one list, always in the same order: the heading (with an action
 * beside it), what comes before the filters, the filters, then a spinner while
 * the first answer comes, a failure with a retry, the empty sentence, what goes
 * above the list (a count, bulk actions), the list and its pager. The spinner
 * and the failure show only while there is nothing to show, so a reload keeps
 * the list on screen.
 */
export function ListScreen<Answer extends { items: readonly unknown[] }>({
  titleId,
  id,
  title,
  action,
  className = 'stack',
  intro,
  filters,
  state,
  empty,
  summary,
  children,
  pager,
}: {
  titleId: string;
  /** The section's id, when a page links to it. */
  id?: string;
  title: string;
  /** Beside the heading: a button or link for the whole list. */
  action?: ReactNode;
  className?: string;
  intro?: ReactNode;
  filters?: ReactNode;
  state: ListState<Answer>;
  /** Said when the answer holds no items; without it, the screen says nothing more (a count may say it). */
  empty?: string;
  summary?: (answer: Answer) => ReactNode;
  /** The items, drawn once the answer holds some. */
  children: (answer: Answer) => ReactNode;
  pager?: (answer: Answer) => ReactNode;
}) {
  const { data, error, loading, reload } = state;
  const heading = <h2 id={titleId}>{title}</h2>;
  return (
    <section id={id} aria-labelledby={titleId} className={className}>
      {action ? (
        <div className="section-head">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {intro}
      {filters}
      {loading && !data && <Spinner size="small" />}
      {error && !data && <LoadError error={error} onRetry={reload} />}
      {data && data.items.length === 0 && empty !== undefined && <p>{empty}</p>}
      {data && summary?.(data)}
      {data && data.items.length > 0 && children(data)}
      {data && pager?.(data)}
    </section>
  );
}
