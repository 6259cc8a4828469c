/**
 * What a form remembers between renders besides its values, and how each
 * event changes it: pure, so the rules of when a problem shows and when it
 * goes are tested without a browser.
 */
import { ApiError } from '../api-error';
import { readableError, type ReadableError } from '../error-text';
import type { MessageKey, Translate } from '../i18n/i18n';
import type { SummaryItem } from './error-summary';

export interface FormMarks<F extends string> {
  /** The person tried to send it: the form's own problems show. */
  shown: boolean;
  /** What the server said about fields, in its words. */
  server: Partial<Record<F, string>>;
  failure: ReadableError | null;
  busy: boolean;
  /** How many times the person tried to send: the summary takes the focus on each. */
  attempt: number;
}

export type FormMark<F extends string> =
  | { type: 'tried' }
  | { type: 'changed'; field: F }
  | { type: 'busy'; busy: boolean }
  | { type: 'failed'; failure: ReadableError | null }
  | { type: 'refused'; failure: ReadableError; field: F | undefined }
  | { type: 'reset' };

export const freshMarks = <F extends string>(): FormMarks<F> => ({ shown: false, server: {}, failure: null, busy: false, attempt: 0 });

export function marked<F extends string>(marks: FormMarks<F>, mark: FormMark<F>): FormMarks<F> {
  switch (mark.type) {
    case 'tried':
      return { ...marks, shown: true, failure: null, attempt: marks.attempt + 1 };
    case 'changed': {
      if (!(mark.field in marks.server)) return marks;
      const server = { ...marks.server };
      delete server[mark.field];
      return { ...marks, server };
    }
    case 'busy':
      return { ...marks, busy: mark.busy };
    case 'failed':
      return { ...marks, failure: mark.failure };
    case 'refused':
      // A field named by the server is said beside it (and in the summary's list), not twice.
      return mark.field
        ? { ...marks, server: { [mark.field]: mark.failure.text } as Partial<Record<F, string>>, failure: null }
        : { ...marks, failure: mark.failure };
    case 'reset':
      return freshMarks();
  }
}

/** The problems on screen: the form's own once the person tried to send, the server's over them. */
export const problemsOf = <F extends string>(marks: FormMarks<F>, check: () => Partial<Record<F, string>>): Partial<Record<F, string>> => ({
  ...(marks.shown ? check() : {}),
  ...marks.server,
});

/** The summary's list: each field with a problem, in the order of `ids` (the order on screen), linking to its control. */
export const summaryItems = <F extends string>(problems: Partial<Record<F, string>>, ids: Record<F, string>): SummaryItem[] =>
  (Object.keys(ids) as F[]).flatMap((field) => {
    const text = problems[field];
    return text ? [{ id: ids[field], text }] : [];
  });

/** What a refusal says, and the field it belongs beside when the server named one of `fields`. */
export function refusalOf<F extends string>(
  caught: unknown,
  t: Translate,
  fields: readonly F[],
): { failure: ReadableError; field: F | undefined } {
  const named = caught instanceof ApiError ? caught.field : undefined;
  return { failure: readableError(caught, t), field: fields.find((field) => field === named) };
}

/** Problems found by a rule of contract/rules (catalog keys with their values), in the person's words. */
export const inWords = <F extends string>(
  found: Partial<Record<F, { key: string; values?: Record<string, string | number> }>>,
  t: Translate,
): Partial<Record<F, string>> =>
  Object.fromEntries(
    Object.entries<{ key: string; values?: Record<string, string | number> } | undefined>(found).flatMap(([field, problem]) =>
      problem ? [[field, t(problem.key as MessageKey, problem.values)]] : [],
    ),
  ) as Partial<Record<F, string>>;
