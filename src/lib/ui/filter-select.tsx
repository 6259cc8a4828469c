import { useT } from '../i18n/i18n';

/** One filter of a list: a labelled choice whose first option, the empty value, means "any" (unless the list must have one). */
export function FilterSelect({
  id,
  label,
  value,
  options,
  anyLabel,
  className = 'field',
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The first option's words; "Any" unless said; false when there is no "any" (one of the options must be chosen). */
  anyLabel?: string | false;
  className?: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {anyLabel !== false && <option value="">{anyLabel ?? t('browse.any')}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
