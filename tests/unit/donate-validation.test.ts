import { describe, expect, it } from 'vitest';
import {
  checkDonateForm as checkForm,
  chosenAmount,
  emptyForm,
  toDonationRequest as toRequest,
  type DonateForm,
} from '../../contract/rules/donation-form';
import { numberFormats } from '../../contract/rules/numbers';

const filled: DonateForm = { ...emptyForm, preset: 5_000, method: 'mtn_momo', phone: '024 123 4567', name: 'Ama' };

describe('payment form guidance', () => {
  it('takes a typed amount over a preset, in whole pesewas', () => {
    expect(chosenAmount({ ...filled, custom: '75,50' })).toBe(7_550);
    expect(chosenAmount({ ...filled, custom: '' })).toBe(5_000);
    expect(chosenAmount({ ...filled, preset: null, custom: 'fifty' })).toBeNull();
  });

  it('accepts a complete mobile-money gift', () => {
    expect(checkForm(filled, numberFormats('en'))).toEqual({});
  });

  it.each([
    [{ preset: null }, 'amount', 'donate.error.amountMissing'],
    [{ custom: 'abc' }, 'amount', 'donate.error.amountFormat'],
    [{ custom: '4.99' }, 'amount', 'donate.error.amountRangeMomo'],
    [{ custom: '10000.01' }, 'amount', 'donate.error.amountRangeMomo'],
    [{ custom: '50000.01', method: 'card' }, 'amount', 'donate.error.amountRange'],
    [{ method: '' }, 'method', 'donate.error.method'],
    [{ phone: '+44 7700 900123' }, 'phone', 'donate.error.phone'],
    [{ name: '  ' }, 'name', 'donate.error.name'],
    [{ email: 'ama@' }, 'email', 'donate.error.email'],
    [{ message: 'x'.repeat(501) }, 'message', 'donate.error.message'],
  ] as const)('flags %j', (change, field, key) => {
    expect(checkForm({ ...filled, ...change } as DonateForm, numberFormats('en'))[field]?.key).toBe(key);
  });

  it('allows a card gift above the mobile-money limit, without a phone, and anonymous without a name', () => {
    expect(checkForm({ ...filled, method: 'card', phone: '', custom: '20000', name: '', anonymous: true }, numberFormats('en'))).toEqual(
      {},
    );
  });

  it('sends only what applies: no phone for a card, no empty fields', () => {
    expect(toRequest({ ...filled, message: '  Nyame nhyira wo ', email: '' }, 'story-1')).toEqual({
      campaign: 'story-1',
      amount: 5_000,
      method: 'mtn_momo',
      phone: '024 123 4567',
      donor_name: 'Ama',
      anonymous: false,
      hide_amount: false,
      message: 'Nyame nhyira wo',
    });
    expect(toRequest({ ...filled, method: 'card', anonymous: true, name: '' }, 'story-1')).toEqual({
      campaign: 'story-1',
      amount: 5_000,
      method: 'card',
      anonymous: true,
      hide_amount: false,
    });
  });
});
