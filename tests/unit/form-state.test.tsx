// Every form's problems follow one rule: the form's own show from the first try to send and go once fixed,
// the server's stay until their field changes, a whole-form failure sits at the top, and the summary lists
// each field with a problem in the order of the form, linking to its control.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/api-error';
import { problemText } from '../../src/lib/error-text';
import { translator } from '../../src/lib/i18n/i18n';
import { ErrorSummary } from '../../src/lib/ui/error-summary';
import { freshMarks, marked, problemsOf, refusalOf, summaryItems, type FormMark, type FormMarks } from '../../src/lib/ui/form-marks';
import { useFormState, type ServedFormState } from '../../src/lib/ui/form-state';
import en from '../../src/locales/en.json';

type Field = 'name' | 'email';
const t = translator(en, 'en');
const after = (...marks: FormMark<Field>[]) => marks.reduce<FormMarks<Field>>(marked, freshMarks());
const nameMissing = () => ({ name: 'Name is required' });

describe('a form’s marks', () => {
  it('shows the form’s own problems only once the person tries to send, and counts each try', () => {
    expect(problemsOf(after(), nameMissing)).toEqual({});
    const tried = after({ type: 'tried' }, { type: 'tried' });
    expect(problemsOf(tried, nameMissing)).toEqual({ name: 'Name is required' });
    expect(tried.attempt).toBe(2);
    // Recomputed from the values: once fixed, the problem is gone.
    expect(problemsOf(tried, () => ({}))).toEqual({});
  });

  it('keeps the server’s word on a field until that field changes, and clears a failure on the next try', () => {
    const refused = after({ type: 'refused', failure: problemText('Address taken'), field: 'email' });
    expect(problemsOf(refused, () => ({}))).toEqual({ email: 'Address taken' });
    expect(refused.failure).toBeNull();
    expect(marked(refused, { type: 'changed', field: 'name' })).toBe(refused);
    expect(problemsOf(marked(refused, { type: 'changed', field: 'email' }), () => ({}))).toEqual({});
    const failed = after({ type: 'refused', failure: problemText('Offline'), field: undefined });
    expect(failed.failure?.text).toBe('Offline');
    expect(marked(failed, { type: 'tried' }).failure).toBeNull();
  });

  it('starts again when reset', () => {
    const busy = after({ type: 'tried' }, { type: 'busy', busy: true }, { type: 'refused', failure: problemText('No'), field: 'name' });
    expect(marked(busy, { type: 'reset' })).toEqual(freshMarks());
  });

  it('lists the problems in the order of the form, each linking to its control', () => {
    const ids = { name: 'register-name', email: 'register-email' };
    expect(summaryItems({ email: 'Bad address', name: 'Too short' }, ids)).toEqual([
      { id: 'register-name', text: 'Too short' },
      { id: 'register-email', text: 'Bad address' },
    ]);
    expect(summaryItems({}, ids)).toEqual([]);
  });

  it('puts a refusal beside the field the server named, if the form has it, else at the top', () => {
    const named = refusalOf<Field>(new ApiError('client', 'That address is taken', 400, undefined, 'email'), t, ['name', 'email']);
    expect(named).toEqual({ failure: problemText('That address is taken'), field: 'email' });
    const elsewhere = refusalOf<Field>(new ApiError('client', 'Bad region', 400, undefined, 'region'), t, ['name', 'email']);
    expect(elsewhere.field).toBeUndefined();
    expect(refusalOf<Field>(new ApiError('network', 'x'), t, ['name']).failure.text).toBe(en['error.network']);
  });
});

function Served({ served }: { served: ServedFormState<Field> | null }) {
  const state = useFormState<Field>(nameMissing, served, (key) => t(key as Parameters<typeof t>[0]));
  return <ErrorSummary title={t('form.fix')} failure={state.failure} items={state.items({ name: 'n', email: 'e' })} />;
}

describe('a form the server answered', () => {
  it('shows nothing before a try, and what the server found after one, in the person’s words', () => {
    expect(renderToStaticMarkup(<Served served={null} />)).toBe('');
    const html = renderToStaticMarkup(
      <Served served={{ shown: true, fieldProblems: { email: 'Taken' }, failure: { key: 'error.network' } }} />,
    );
    expect(html).toContain(en['form.fix']);
    expect(html).toContain('<a href="#n">Name is required</a>');
    expect(html).toContain('<a href="#e">Taken</a>');
    expect(html).toContain(en['error.network']);
  });
});
