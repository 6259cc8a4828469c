/**
 * What other domains may do with profiles, each on the database or the
 * transaction the caller passes (so it joins the caller's change): signing in
 * creates a profile and keeps its address and language; e-mails find where
 * and in which language to write; admin rights are granted and counted.
 */
import { usersRepository, type EditableProfile } from './repository';

export type { EditableProfile };

export const usersPort: Pick<
  typeof usersRepository,
  | 'ensure'
  | 'findById'
  | 'setEmail'
  | 'setPhone'
  | 'setLanguage'
  | 'setRole'
  | 'promoteEmails'
  | 'countAdmins'
  | 'recipient'
  | 'languageOfAddress'
  | 'languageOfPhone'
  | 'contact'
> = usersRepository;
