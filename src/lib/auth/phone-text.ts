/** The words of signing in by phone and of the account's sign-in number, loaded with those screens, not on the first screen. */
import signInEn from '../../locales/sign-in/en.json';
import { usePartT } from '../i18n/part';

export type PhoneKey = keyof typeof signInEn;

export const usePhoneT = () => usePartT(signInEn);
