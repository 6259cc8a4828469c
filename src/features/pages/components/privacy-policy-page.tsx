import { LegalDocument, type LegalSection } from './legal-document';

const sections: LegalSection[] = [
  {
    title: 'privacy.collect.title',
    items: ['privacy.collect.1', 'privacy.collect.2', 'privacy.collect.3', 'privacy.collect.4', 'privacy.collect.5'],
  },
  { title: 'privacy.use.title', items: ['privacy.use.1', 'privacy.use.2', 'privacy.use.3', 'privacy.use.4', 'privacy.use.5'] },
  { title: 'privacy.share.title', paragraphs: ['privacy.share.text'] },
  { title: 'privacy.device.title', paragraphs: ['privacy.device.text'] },
  { title: 'privacy.retention.title', paragraphs: ['privacy.retention.text'] },
  { title: 'privacy.rights.title', paragraphs: ['privacy.rights.text'] },
  { title: 'privacy.security.title', paragraphs: ['privacy.security.text'] },
  { title: 'privacy.children.title', paragraphs: ['privacy.children.text'] },
  { title: 'privacy.contact.title', paragraphs: ['privacy.contact.text'] },
];

export default function PrivacyPolicyPage() {
  return <LegalDocument title="privacy.title" updated="privacy.updated" intro="privacy.intro" sections={sections} />;
}
