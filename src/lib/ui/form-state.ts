/**
 * What a form shows besides its values: whether it is being sent, what failed
 * as a whole, and the problem of each field. The same state renders on the
 * server (a form posted without JavaScript is answered again with it) and in
 * the browser, so the page the server sent and the app that takes it over
 * show the same messages.
 *
 * A field's problem comes from the form's own check (shown from the first
 * try to send on, and recomputed as the person types, so it goes away once
 * fixed) or from the server, which has the last word (cleared when that field
 * changes).
 */
import { useReducer, useSyncExternalStore } from 'react';
import { problemText, type ReadableError } from '../error-text';
import type { Translate } from '../i18n/i18n';
import type { SummaryItem } from './error-summary';
import { freshMarks, marked, problemsOf, refusalOf, summaryItems, type FormMarks } from './form-marks';

/** A form's state as the server sends it with its page: no functions, only what JSON carries. */
export interface ServedFormState<F extends string> {
  /** The person tried to send it: the form's own problems show. */
  shown: boolean;
  /** What the server said about fields, in its words. */
  fieldProblems: Partial<Record<F, string>>;
  /** What failed for the whole form: a message of the app's catalogs, or the server's own sentence. */
  failure: { key: string } | { text: string } | null;
}

export interface FormState<F extends string> {
  busy: boolean;
  failure: ReadableError | null;
  /** How many times the person tried to send (for the summary's `attempt`). */
  attempt: number;
  /** Each field's problem now, in the person's words. */
  problems: Partial<Record<F, string>>;
  problem(field: F): string | undefined;
  /** The summary's items, in the order of `ids` (field → its control's id). */
  items(ids: Record<F, string>): SummaryItem[];
  /** A field changed: what the server said about it no longer holds. */
  changed(field: F): void;
  /** Marks every problem; true when there is none, so the form may be sent. */
  validate(): boolean;
  setBusy(busy: boolean): void;
  setFailure(failure: ReadableError | null): void;
  /** What the server refused, beside its field when it named one of `fields`. */
  refused(failure: ReadableError, field: F | undefined): void;
  /** Sent and emptied: nothing to fix until the next try. */
  reset(): void;
  /**
   * Tries to send: when the form has no problem, runs `work` with the form
   * busy. What it throws is the refusal, said beside the field the server
   * named (one of `fields`) or at the top. True once `work` is done.
   */
  send(work: () => Promise<unknown>, t: Translate, fields?: readonly F[]): Promise<boolean>;
  /** A form's `onSubmit` that stays on the page and sends as `send` does. */
  submitWith(work: () => Promise<unknown>, t: Translate, fields?: readonly F[]): (event: { preventDefault(): void }) => void;
}

function servedMarks<F extends string>(served: ServedFormState<F> | null, say: (key: string) => string): FormMarks<F> {
  if (!served) return freshMarks();
  const given = served.failure;
  const failure = given ? problemText('key' in given ? say(given.key) : given.text) : null;
  return { ...freshMarks(), shown: served.shown, server: served.fieldProblems, failure };
}

/**
 * `check` says each field's problem for the values on screen (it runs every
 * render); `say` turns a catalog key the server sent into words (only a form
 * the server answers needs `served` and `say`).
 */
export function useFormState<F extends string>(
  check: () => Partial<Record<F, string>>,
  served: ServedFormState<F> | null = null,
  say: (key: string) => string = (key) => key,
): FormState<F> {
  const [marks, mark] = useReducer(marked<F>, null, () => servedMarks(served, say));
  const problems = problemsOf(marks, check);
  const validate = () => {
    mark({ type: 'tried' });
    return Object.keys(check()).length === 0;
  };
  const send: FormState<F>['send'] = async (work, t, fields = []) => {
    if (marks.busy || !validate()) return false;
    mark({ type: 'busy', busy: true });
    try {
      await work();
      return true;
    } catch (caught) {
      mark({ type: 'refused', ...refusalOf(caught, t, fields) });
      return false;
    } finally {
      mark({ type: 'busy', busy: false });
    }
  };
  return {
    busy: marks.busy,
    failure: marks.failure,
    attempt: marks.attempt,
    problems,
    problem: (field) => problems[field],
    items: (ids) => summaryItems(problems, ids),
    changed: (field) => mark({ type: 'changed', field }),
    validate,
    setBusy: (busy) => mark({ type: 'busy', busy }),
    setFailure: (failure) => mark({ type: 'failed', failure }),
    refused: (failure, field) => mark({ type: 'refused', failure, field }),
    reset: () => mark({ type: 'reset' }),
    send,
    submitWith: (work, t, fields) => (event) => {
      event.preventDefault();
      void send(work, t, fields);
    },
  };
}

const noChange = () => () => undefined;

/** False on the server and while the browser takes over its page; true once the app runs it (for controls that need JavaScript). */
export const useAppRunning = () =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
