import { useEffect, useState } from 'react';
import { resourceNames } from '../../../contract/names/resources';
import { useI18n } from '../../lib/i18n/i18n';
import { useInitialData } from '../../lib/initial-data';

interface Language {
  code: string;
  name: string;
}

const bundled: Language[] = [{ code: 'en', name: 'English' }];

/**
 * Lets people pick the app's language; the list comes with a page the server rendered, else from the server
 * once the page is idle: a plain public read, asked with fetch, so a visit that asks nothing else of the API
 * never loads the API client.
 */
export function LanguageSwitcher() {
  const { lang, setLang, t } = useI18n();
  const served = useInitialData()?.resources?.[resourceNames.languages] as Language[] | undefined;
  const [languages, setLanguages] = useState<Language[]>(served ?? bundled);

  useEffect(() => {
    if (served) return;
    let current = true;
    const load = () =>
      fetch('/api/translations', { headers: { Accept: 'application/json' } })
        .then((response) => (response.ok ? (response.json() as Promise<{ languages: Language[] }>) : null))
        .then(
          (data) => current && data && data.languages.length > 0 && setLanguages(data.languages),
          () => undefined,
        );
    // Not needed for the first paint: ask once the page has settled.
    const timer = setTimeout(() => void load(), 1500);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [served]);

  const options = languages.some((l) => l.code === lang) ? languages : [...languages, { code: lang, name: lang }];
  return (
    <div className="language-switcher">
      <label htmlFor="language">{t('language.label')}</label>
      <select id="language" value={lang} onChange={(event) => setLang(event.target.value)}>
        {options.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
