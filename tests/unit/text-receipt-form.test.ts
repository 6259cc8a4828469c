// "Text me a receipt" on the payment form: posted without JavaScript or sent by the app, it becomes the API's
// `text_receipt` for a mobile-money gift, whose number the receipt goes to; a card has no number to text.
import { describe, expect, it } from 'vitest';
import { emptyForm, formNames, readDonateForm, toDonationRequest } from '../../contract/rules/donation-form';

describe('the receipt by text on the payment form', () => {
  it('is read from a posted form only when ticked', () => {
    expect(readDonateForm({ [formNames.textReceipt]: 'on' }).textReceipt).toBe(true);
    expect(readDonateForm({ [formNames.textReceipt]: 'yes please' }).textReceipt).toBe(false);
    expect(readDonateForm({}).textReceipt).toBe(false);
  });

  it('asks the API for it with a mobile-money gift, never with a card', () => {
    const momo = { ...emptyForm, preset: 5_000, method: 'mtn_momo' as const, phone: '024 123 4567', name: 'Ama', textReceipt: true };
    expect(toDonationRequest(momo, 'story')).toMatchObject({ text_receipt: true, phone: '024 123 4567' });
    expect(toDonationRequest({ ...momo, textReceipt: false }, 'story')).not.toHaveProperty('text_receipt');
    expect(toDonationRequest({ ...momo, method: 'card' }, 'story')).not.toHaveProperty('text_receipt');
  });
});
