import { LegalDocument, type LegalSection } from './legal-document';

const sections: LegalSection[] = [
  { title: 'terms.eligibility.title', paragraphs: ['terms.eligibility.text'] },
  { title: 'terms.stories.title', items: ['terms.stories.1', 'terms.stories.2', 'terms.stories.3', 'terms.stories.4'] },
  { title: 'terms.moderation.title', paragraphs: ['terms.moderation.text'] },
  { title: 'terms.donations.title', paragraphs: ['terms.donations.text'] },
  { title: 'terms.refunds.title', paragraphs: ['terms.refunds.text'] },
  { title: 'terms.accounts.title', paragraphs: ['terms.accounts.text'] },
  { title: 'terms.liability.title', paragraphs: ['terms.liability.text'] },
  { title: 'terms.law.title', paragraphs: ['terms.law.text'] },
  { title: 'terms.contact.title', paragraphs: ['terms.contact.text'] },
];

export default function TermsOfServicePage() {
  return <LegalDocument title="terms.title" updated="terms.updated" intro="terms.intro" sections={sections} />;
}
