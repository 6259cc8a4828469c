/**
 * What a signed-in person changes on their own account through supabase-js
 * `updateUser`: `user_metadata` (merged, at most 4 KB), the e-mail address
 * (confirmed by a link sent to the new address, with a notice to the old
 * one) and the phone number (confirmed by a code texted to the new number,
 * ./phone-sign-in.ts). Passwords do not exist here and are refused. The
 * link's second sending (`resend`, type `email_change`) lives here too.
 */
import type { Config } from '../config';
import type { Database } from '../db/database';
import { emailChangeMail, emailChangeNoticeMail } from '../mail/templates';
import { normaliseEmail } from './email-address';
import { authErrors } from './errors';
import { recipientOf, type Challenge, type ClientInfo, type LinkSender } from './link-sender';
import { safeNextPath } from './links';
import type { PhoneSignIn } from './phone-sign-in';
import { mergedMetadata, type Metadata } from './metadata';
import { authRepository, type AuthUserRow } from './repository';
import { toAuthUser, type AuthUser } from './shapes';

export interface UserChange extends Challenge {
  email?: string;
  password?: string | null;
  phone?: string;
  data?: Metadata;
  appMetadata?: unknown;
  redirectTo: string | null;
  client: ClientInfo;
}

/** How the account is known in an e-mail: its address, or its number. */
const knownAs = (user: AuthUserRow): string => user.email ?? user.phone ?? '';

export class AccountService {
  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly links: LinkSender,
    private readonly phones: PhoneSignIn,
  ) {}

  /** Checks the whole change first, then applies it at once; the e-mails go out after it is stored. */
  async update(userId: string, change: UserChange): Promise<AuthUser> {
    const newEmail = change.email ? normaliseEmail(change.email) : null;
    if (change.password !== undefined && change.password !== null) throw authErrors.passwordsNotUsed();
    if (change.appMetadata !== undefined) throw authErrors.appMetadataRefused();
    if (change.phone && newEmail) throw authErrors.bothGiven();
    const current = await authRepository.findUserById(this.db, userId);
    if (!current) throw authErrors.userGone();
    const metadata = change.data ? mergedMetadata(current.user_metadata, change.data) : null;
    const moving = newEmail !== null && newEmail !== current.email ? newEmail : null;
    if (moving) {
      const holder = await authRepository.findUserByEmail(this.db, moving);
      if (holder && holder.id !== userId) throw authErrors.emailTaken();
      await this.links.limit(moving, change.client);
    }

    const next = safeNextPath(change.redirectTo, this.config.publicUrl);
    const { user, link } = await this.db.transaction(async (tx) => {
      let row: AuthUserRow | null = current;
      if (metadata) row = await authRepository.updateMetadata(tx, userId, metadata);
      if (!moving) return { user: row, link: null };
      await authRepository.retireLinks(tx, userId, 'email_change');
      row = await authRepository.startEmailChange(tx, userId, moving);
      return { user: row, link: await this.links.create(tx, { userId, to: moving, kind: 'email_change', next }, change) };
    });
    if (!user) throw authErrors.userGone();
    if (moving && link) await this.sendChangeMails(user, moving, link, change.client);
    if (change.phone) return toAuthUser(await this.phones.startChange(user, change.phone, change.client));
    return toAuthUser(user);
  }

  /** The address change's link again, for the account at `email` (its current address), if a change waits. */
  async resendEmailChange(request: { email: string; redirectTo: string | null; client: ClientInfo } & Challenge): Promise<void> {
    const email = normaliseEmail(request.email);
    await this.links.limit(email, request.client);
    const user = await authRepository.findUserByEmail(this.db, email);
    const moving = user?.email_change;
    if (!user || !moving) return;
    const next = safeNextPath(request.redirectTo, this.config.publicUrl);
    const link = await this.db.transaction(async (tx) => {
      await authRepository.retireLinks(tx, user.id, 'email_change');
      return this.links.create(tx, { userId: user.id, to: moving, kind: 'email_change', next }, request);
    });
    await this.links.deliver(emailChangeMail(recipientOf(moving, request.client), link, this.config.auth.linkTtlSeconds, knownAs(user)));
  }

  private async sendChangeMails(user: AuthUserRow, moving: string, link: string, client: ClientInfo): Promise<void> {
    await this.links.deliver(emailChangeMail(recipientOf(moving, client), link, this.config.auth.linkTtlSeconds, knownAs(user)));
    // A phone account adding its first address has no old one to tell.
    if (user.email) await this.links.deliver(emailChangeNoticeMail(recipientOf(user.email, client), moving));
  }
}
