import type { FormEvent } from 'react';
import { useT } from '../i18n/i18n';

/**
 * A search box with its button, as a search landmark. It shows `value` (and
 * again after going back and forward) and hands the trimmed words to
 * `onSearch` when sent. With `action` it is a real GET form too, so it
 * searches without JavaScript (`formId` lets fields elsewhere on the page,
 * such as filters, be sent with it).
 */
export function SearchField({
  id,
  label,
  value,
  placeholder,
  onSearch,
  action,
  formId,
}: {
  action?: string;
  formId?: string;
  id: string;
  label: string;
  value: string;
  placeholder?: string;
  onSearch: (words: string) => void;
}) {
  const t = useT();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  return (
    <form id={formId} className="field" role="search" method={action ? 'get' : undefined} action={action} onSubmit={submit}>
      <label htmlFor={id}>{label}</label>
      <div className="search-row">
        <input key={value} id={id} name="q" type="search" maxLength={100} placeholder={placeholder} defaultValue={value} />
        <button type="submit" className="btn btn-primary">
          {t('browse.searchButton')}
        </button>
      </div>
    </form>
  );
}
