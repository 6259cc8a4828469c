// The GSM-7 and length rules of texts and USSD screens: every text in the alphabet every phone shows, one 160-character
// part wherever the content allows, every USSD screen within 182 characters, in English and French, whatever the title.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitText, isGsm7, partsOf, septets, toGsm7 } from '../../server/sms/gsm7';
import { summaryText } from '../../server/sms/daily-summary';
import { receiptText } from '../../server/sms/receipt-texts';
import { sendableFrom } from '../../server/sms/service';
import { smsLanguages, smsWords } from '../../server/sms/words';
import { giftScreen, menuScreen } from '../../server/ussd/screens';
import type { MenuStory, Screen } from '../../server/ussd/menu';

const longTitle = 'Emergency surgery and six weeks of care at Komfo Anokye for Akosua, our twelve-year-old daughter';
const url = 'https://www.nnoboa.org';
/** A public address so long that some texts cannot fit one part whatever is shortened. */
const longUrl = 'https://give.nnoboa-crowdfunding.example.org';

describe('the GSM-7 alphabet', () => {
  it('writes what phones cannot show in letters they can', () => {
    expect(toGsm7('Merci ! ₵1 064,50 reçus « pour » l’école — être… œuvre')).toBe(
      'Merci ! GHS 1 064,50 recus " pour " l\'école - etre... oeuvre',
    );
    expect(toGsm7('₵20')).toBe('GHS 20');
    expect(toGsm7('Ama\u202fOwusu\u00a0🙏')).toBe('Ama Owusu ?');
    expect(isGsm7('Café à Accra: 100% {ok} €5')).toBe(true);
    expect(isGsm7('₵5')).toBe(false);
    expect(isGsm7('Ghana 🇬🇭')).toBe(false);
  });

  it('counts the extension table as two septets, and splits at 160 and then 153', () => {
    expect(septets('a{b}€')).toBe(8);
    expect(partsOf('a'.repeat(160))).toBe(1);
    expect(partsOf('a'.repeat(161))).toBe(2);
    expect(partsOf('a'.repeat(306))).toBe(2);
    expect(partsOf('a'.repeat(307))).toBe(3);
    expect(partsOf(`${'a'.repeat(158)}{`)).toBe(1);
    expect(partsOf(`${'a'.repeat(159)}{`)).toBe(2);
  });

  it('shortens the field that may give way until the text fits, and only that field', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 200 }), fc.string({ minLength: 0, maxLength: 60 }), (field, rest) => {
        const compose = (f: string) => `Nnoboa: "${f}" ${toGsm7(rest)}`;
        const text = fitText(compose, field);
        expect(isGsm7(text)).toBe(true);
        if (septets(toGsm7(compose(''))) <= 160) expect(septets(text)).toBeLessThanOrEqual(160);
        expect(text.endsWith(toGsm7(`" ${toGsm7(rest)}`).trim())).toBe(true);
      }),
    );
  });
});

describe('when texts go', () => {
  it('sends a story’s news in waking hours only, and everything else at once', () => {
    const at = (iso: string) => new Date(iso);
    expect(sendableFrom('update', at('2026-03-02T12:00:00Z'))).toEqual(at('2026-03-02T12:00:00Z'));
    expect(sendableFrom('update', at('2026-03-02T05:30:00Z'))).toEqual(at('2026-03-02T08:00:00Z'));
    expect(sendableFrom('update', at('2026-03-02T21:10:00Z'))).toEqual(at('2026-03-03T08:00:00Z'));
    expect(sendableFrom('receipt', at('2026-03-02T02:00:00Z'))).toEqual(at('2026-03-02T02:00:00Z'));
    expect(sendableFrom('summary', at('2026-03-02T18:05:00Z'))).toEqual(at('2026-03-02T18:05:00Z'));
  });
});

describe('texts', () => {
  const receipt = {
    donation_id: 'd',
    reference: 'nnb-0123456789abcdef0123',
    amount: 1_000_050,
    provider: 'paystack' as const,
    status: 'succeeded',
    campaign_id: 'c',
    title: longTitle,
    short_number: 999_999,
    phone: '+233241234567',
    text_receipt: true,
    text_updates: false,
  };
  const day = {
    owner_id: 'o',
    owner_phone: '+233241234567',
    campaign_id: 'c',
    title: longTitle,
    short_number: 999_999,
    raised: 99_999_999,
    goal: 100_000_000,
    gifts: 1_234,
    amount: 9_999_999,
  };

  it.each(smsLanguages())('fit one part in GSM-7 in %s, with the longest title, figures and links', (lang) => {
    const texts = [
      receiptText({ ...receipt, lang }, url),
      receiptText({ ...receipt, lang, provider: 'demo' }, url),
      summaryText([{ ...day, owner_lang: lang }], url),
      summaryText([{ ...day, owner_lang: lang, gifts: 1 }], url),
      summaryText(
        [
          { ...day, owner_lang: lang },
          { ...day, owner_lang: lang, campaign_id: 'c2' },
        ],
        url,
      ),
      toGsm7(smsWords(lang).t('stopped')),
    ];
    for (const text of texts) {
      expect(isGsm7(text), text).toBe(true);
      expect(partsOf(text), text).toBe(1);
    }
    expect(texts[0]).toContain(receipt.reference);
    expect(texts[0]).toContain(`${url}/s/999999`);
    // When the content leaves no room, the text goes whole in two parts rather than losing its figures or link.
    const crowded = summaryText([{ ...day, owner_lang: lang }], longUrl);
    expect(partsOf(crowded)).toBe(2);
    expect(crowded).toContain(`${longUrl}/s/999999`);
  });
});

describe('USSD screens', () => {
  const story: MenuStory = { id: 's', title: longTitle, status: 'active', raised: 99_999_999, goal: 100_000_000 };
  const screens: Screen[] = [
    { kind: 'welcome', again: false },
    { kind: 'welcome', again: true },
    { kind: 'unknown', number: '999999' },
    { kind: 'paused', story },
    { kind: 'closed', story },
    { kind: 'amounts', story, again: false },
    { kind: 'amounts', story: { ...story, raised: 100_000_000 }, again: true },
    { kind: 'other', story, again: true },
    { kind: 'confirm', story, amount: 1_000_000, again: true },
    { kind: 'name', story, amount: 1_000_000, again: true },
    { kind: 'showAs', story, amount: 1_000_000, name: 'Nana Akosua Serwaa Amponsah-Boateng Jnr', initials: 'N.A.S.A. ...567', again: true },
    { kind: 'cancelled' },
    { kind: 'stop' },
  ];

  it.each(['en', 'fr'])('stay within 182 characters, in GSM-7, in %s', (lang) => {
    const gift = { amount: 1_000_000, title: longTitle, lang };
    const all = [
      ...screens.map((screen) => menuScreen(screen, lang)),
      ...(['send_otp', 'pay_offline', 'pending', 'success', 'failed', 'unavailable', 'starting', 'refused'] as const).map((step) =>
        giftScreen(step, gift),
      ),
    ];
    for (const text of all) {
      expect(text, text).toMatch(/^(CON|END) /);
      expect(text.length, text).toBeLessThanOrEqual(182);
      expect(isGsm7(text), text).toBe(true);
    }
    // The story's screen keeps every choice, shortening the title instead.
    expect(menuScreen(screens[5]!, lang)).toMatch(/\n5\. [^\n]+$/);
  });
});
