import { useLayoutEffect, type RefObject } from 'react';
import { readDonateForm, type DonateField, type DonateForm } from '../../../contract/rules/donation-form';

/** The field whose problems a value of the form answers to (none for the choices that cannot be wrong). */
const problemFieldOf: Record<keyof DonateForm, DonateField | null> = {
  preset: 'amount',
  custom: 'amount',
  method: 'method',
  phone: 'phone',
  name: 'name',
  anonymous: 'name',
  hideAmount: null,
  message: 'message',
  email: 'email',
  textReceipt: null,
};

/**
 * On a slow connection the donor fills in the server's form before the app's code arrives, and the app
 * takes the page over as it is: it starts from what is on screen, or it would show one amount and send none.
 */
export function useFormOnScreen(
  element: RefObject<HTMLFormElement | null>,
  form: DonateForm,
  set: (field: DonateField | null, change: Partial<DonateForm>) => void,
): void {
  useLayoutEffect(() => {
    if (!element.current) return;
    const onScreen = readDonateForm(Object.fromEntries(new FormData(element.current)));
    for (const key of Object.keys(onScreen) as Array<keyof DonateForm>) {
      if (onScreen[key] !== form[key]) set(problemFieldOf[key], { [key]: onScreen[key] });
    }
    // Once, when the app takes the form over; from then on every change goes through `set`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
