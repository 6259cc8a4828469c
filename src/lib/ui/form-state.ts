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
import { useState, useSyncExternalStore } from 'react';
import { problemText, type ReadableError } from '../error-text';

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
  /** Each field's problem now, in the person's words. */
  problems: Partial<Record<F, string>>;
  problem(field: F): string | undefined;
  /** A field changed: what the server said about it no longer holds. */
  changed(field: F): void;
  /** Marks every problem; true when there is none, so the form may be sent. */
  validate(): boolean;
  setBusy(busy: boolean): void;
  setFailure(failure: ReadableError | null): void;
  /** What the server refused, beside its field when it named one of `fields`. */
  refused(failure: ReadableError, field: F | undefined): void;
}

/**
 * `check` says each field's problem for the values on screen (it runs every
 * render); `say` turns a catalog key the server sent into words.
 */
export function useFormState<F extends string>(
  check: () => Partial<Record<F, string>>,
  served: ServedFormState<F> | null,
  say: (key: string) => string,
): FormState<F> {
  const [shown, setShown] = useState(served?.shown ?? false);
  const [server, setServer] = useState<Partial<Record<F, string>>>(served?.fieldProblems ?? {});
  const [failure, setFailure] = useState<ReadableError | null>(() => {
    const given = served?.failure;
    return given ? problemText('key' in given ? say(given.key) : given.text) : null;
  });
  const [busy, setBusy] = useState(false);
  const problems: Partial<Record<F, string>> = { ...(shown ? check() : {}), ...server };
  return {
    busy,
    failure,
    problems,
    problem: (field) => problems[field],
    changed: (field) =>
      setServer((current) => {
        if (!(field in current)) return current;
        const next = { ...current };
        delete next[field];
        return next;
      }),
    validate: () => {
      setShown(true);
      setFailure(null);
      return Object.keys(check()).length === 0;
    },
    setBusy,
    setFailure,
    refused: (readable, field) => {
      if (field) setServer({ [field]: readable.text } as Partial<Record<F, string>>);
      setFailure(field ? null : readable);
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
