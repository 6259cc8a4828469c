/** "Send me a test notice": one notice on every channel the person turned on, so they see notices reach them. */
import { renderMail } from '../../mail/templates';
import { mailWords } from '../../mail/words';
import { noticeWords } from '../words';
import { dashboardUrl, type NoticeKindDef } from './kind';

export const testNotice: NoticeKindDef<Record<string, never>> = {
  defaults: { email: true, sms: true, push: true },
  urgency: 'normal',
  email: (_facts, to, context) => {
    const { t } = mailWords(to.lang);
    return renderMail({
      to,
      subject: t('testNotice.subject'),
      heading: t('testNotice.heading'),
      paragraphs: [t('testNotice.text')],
      action: { label: t('testNotice.action'), url: dashboardUrl(context) },
      footnote: t('testNotice.footnote'),
    });
  },
  sms: (_facts, reader) => ({ compose: () => noticeWords(reader.lang).t('test.sms'), field: '' }),
  push: (_facts, reader) => {
    const words = noticeWords(reader.lang);
    return { title: words.t('test.title'), body: words.t('test.body'), url: '/dashboard#notices', tag: 'test' };
  },
};
