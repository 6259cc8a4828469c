import type { MessageKey } from '../../../lib/i18n/i18n';
import { addEnglish, useT } from '../../../lib/i18n/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { LinkedText } from '../../../lib/ui/linked-text';
import pagesEnglish from '../../../locales/en.json?pages';
import '../pages.css';

// These pages' long English texts come with them, not with the first screen.
addEnglish(pagesEnglish);

export interface LegalSection {
  title: MessageKey;
  paragraphs?: MessageKey[];
  items?: MessageKey[];
}

/** Privacy policy and terms share one layout: title, date, intro, numbered sections. */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
}: {
  title: MessageKey;
  updated: MessageKey;
  intro: MessageKey;
  sections: LegalSection[];
}) {
  const t = useT();
  usePageTitle(t(title));
  return (
    <article className="page container prose">
      <h1>{t(title)}</h1>
      <p>
        <em>{t(updated)}</em>
      </p>
      <p className="lead">{t(intro)}</p>
      {sections.map((section, index) => (
        <section key={section.title}>
          <h2>
            {index + 1}. {t(section.title)}
          </h2>
          {section.paragraphs?.map((key) => (
            <p key={key}>
              <LinkedText text={t(key)} />
            </p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((key) => (
                <li key={key}>
                  <LinkedText text={t(key)} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
