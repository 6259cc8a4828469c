import { useEffect, useId, useRef, type MouseEvent } from 'react';
import type { ReadableError } from '../error-text';
import { ErrorNote } from './error-note';
import './forms.css';

export interface SummaryItem {
  /** The id of the field's control, which the item links to. */
  id: string;
  text: string;
}

/**
 * The top of a form that could not be sent: what failed, and a link to each
 * field with a problem. It lists the problems as they are now, so it goes away
 * once they are fixed. Without JavaScript the links still move to the field;
 * with it, a link puts the cursor in the field. The summary takes the focus
 * each time the person tries to send (`attempt` changes) and when the server
 * refuses what was sent (`failure`), so a screen reader says it and the person
 * sees it. A failure alone (the form was right, the server could not take it)
 * comes a moment after the tap, so it is also said as an alert.
 */
export function ErrorSummary({
  title,
  failure,
  items,
  attempt = 0,
}: {
  title: string;
  failure?: ReadableError | null;
  items: readonly SummaryItem[];
  attempt?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  // Its own id: a page may hold more than one form.
  const titleId = `${useId()}-summary-title`;
  const shows = items.length > 0 || Boolean(failure);
  // The server's answer comes after the tap, when the summary may not yet have been there to take the focus.
  useEffect(() => {
    if (attempt > 0) box.current?.focus();
  }, [attempt, failure]);
  if (!shows) return null;
  const heading = items.length > 0 ? title : failure?.text;

  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const field = document.getElementById(id);
    if (!field) return;
    event.preventDefault();
    field.scrollIntoView({ block: 'center' });
    field.focus({ preventScroll: true });
  };

  return (
    <div ref={box} className="error-summary" tabIndex={-1} aria-labelledby={titleId}>
      <h2 id={titleId}>{failure?.retryAt === null && items.length === 0 ? <span role="alert">{heading}</span> : heading}</h2>
      {items.length > 0 && failure && <ErrorNote error={failure} />}
      {items.length === 0 && failure && failure.retryAt !== null && <ErrorNote error={failure} />}
      {items.length > 0 && (
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <a href={`#${item.id}`} onClick={(event) => go(event, item.id)}>
                {item.text}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
