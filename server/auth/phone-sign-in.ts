/**
 * Signing in with a phone number (GoTrue's phone flow, as supabase-js speaks
 * it): `POST /otp` with `phone` texts a six-digit code, `POST /verify` with
 * the number, the code and type `sms` answers a session. A number without an
 * account gets one when its code is typed (never before, so a mistyped number
 * leaves nothing behind). `PUT /user` with `phone` adds or changes an
 * account's number: the code goes to the new number, and `verify` with type
 * `phone_change` moves the account there. Codes: ./code-texts.ts; limits, as
 * links have: one text a minute and five an hour per number, thirty an hour
 * per client, plus thirty typed codes an hour per client.
 */
import type { Config } from '../config';
import type { Database, Queryable } from '../db/database';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { defaultLanguage } from '../translations/catalogs';
import { usersPort } from '../users/port';
import { codeTtlSeconds, newCode, type CodeTexts } from './code-texts';
import { authErrors } from './errors';
import type { ClientInfo } from './link-sender';
import { signUpMetadata } from './metadata';
import { numberForChecks, numberForCodes } from './phone-number';
import { phoneCodesRepository, type CodePurpose } from './phone-codes-repository';
import { authRepository, type AuthUserRow } from './repository';
import { safeEqual } from './secrets';
import type { Session } from './shapes';

export type StartSession = (tx: Queryable, userId: string, client: ClientInfo, proved: 'email' | 'phone') => Promise<Session>;

export class PhoneSignIn {
  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly limiter: RateLimiter,
    readonly texts: CodeTexts,
    private readonly startSession: StartSession,
  ) {}

  /** One text a minute and five an hour per number, thirty an hour per client. */
  private async limit(phone: string, client: ClientInfo): Promise<void> {
    const number = this.texts.numberKey(phone);
    const perMinute = { key: `code:phone:${number}:minute`, windowSeconds: 60, max: 1 };
    const perHour = { key: `code:phone:${number}:hour`, windowSeconds: 3600, max: 5 };
    const perClient = { key: `code:ip:${client.ip}:hour`, windowSeconds: 3600, max: 30 };
    const decision = await this.limiter.consume([perMinute, perHour, perClient]);
    if (decision.allowed) return;
    const wait = decision.retryAfterSeconds;
    if (decision.refused === perMinute) throw authErrors.smsTooSoon(wait);
    throw decision.refused === perHour ? authErrors.tooManySms(wait) : authErrors.tooManyRequests(wait);
  }

  /**
   * `signInWithOtp({ phone })`: the sign-in code, for an account or one to be
   * made. With `createUser: false`, a number without an account is told by
   * text how to make one; the answer is the same either way.
   */
  async requestCode(request: {
    phone: string;
    createUser: boolean;
    metadata?: Record<string, unknown>;
    client: ClientInfo;
  }): Promise<void> {
    const phone = numberForCodes(request.phone);
    const metadata = signUpMetadata(request.metadata);
    if (!this.texts.available) throw authErrors.phoneRefused();
    await this.limit(phone, request.client);
    const lang = request.client.lang?.lang ?? defaultLanguage;
    const user = await authRepository.findUserByPhone(this.db, phone);
    if (!user && !request.createUser) {
      const register = new URL('/register', this.config.publicUrl);
      register.searchParams.set('via', 'phone');
      return this.texts.send(phone, 'noAccount', lang, { link: register.toString() });
    }
    const code = await this.store(this.db, { phone, purpose: 'sms', userId: user?.id ?? null, metadata: user ? {} : metadata });
    await this.texts.send(phone, 'signIn', lang, { code });
  }

  /** `resend` type `sms`: a new code for a number that asked for one (or has an account), under the same limits; silent otherwise. */
  async resendCode(request: { phone: string; client: ClientInfo }): Promise<void> {
    const phone = numberForCodes(request.phone);
    await this.limit(phone, request.client);
    const user = await authRepository.findUserByPhone(this.db, phone);
    const earlier = user ? null : await phoneCodesRepository.recent(this.db, this.texts.numberKey(phone), 'sms');
    if (!user && !earlier) return;
    const code = await this.store(this.db, { phone, purpose: 'sms', userId: user?.id ?? null, metadata: earlier?.metadata ?? {} });
    await this.texts.send(phone, 'signIn', request.client.lang?.lang ?? defaultLanguage, { code });
  }

  private async store(
    db: Queryable,
    code: { phone: string; purpose: CodePurpose; userId: string | null; metadata: Record<string, unknown> },
  ): Promise<string> {
    const secret = newCode();
    await phoneCodesRepository.replace(db, {
      phoneHash: this.texts.numberKey(code.phone),
      purpose: code.purpose,
      userId: code.userId,
      metadata: code.metadata,
      codeHash: this.texts.hash(code.phone, secret),
      ttlSeconds: codeTtlSeconds,
    });
    return secret;
  }

  /**
   * `verifyOtp({ phone, token, type })`: a session, once per code. A wrong
   * code spends one of the code's five tries (the fifth spends the code);
   * every failure answers GoTrue's one sentence, whatever the reason.
   */
  async verify(request: { phone: string; token: string; type: CodePurpose; client: ClientInfo }): Promise<Session> {
    const phone = numberForChecks(request.phone);
    await this.limiter.enforce([{ key: `code-check:ip:${request.client.ip}:hour`, windowSeconds: 3600, max: 30 }]);
    const outcome = await this.db.transaction(async (tx) => {
      const code = await phoneCodesRepository.lockLive(tx, this.texts.numberKey(phone), request.type);
      if (!code) return null;
      if (!/^[0-9]{6}$/.test(request.token) || !safeEqual(this.texts.hash(phone, request.token), code.code_hash)) {
        await phoneCodesRepository.spendTry(tx, code.id);
        return null;
      }
      await phoneCodesRepository.use(tx, code.id);
      const user = request.type === 'sms' ? await this.signInUser(tx, phone, code) : await this.moveNumber(tx, phone, code.user_id);
      return this.startSession(tx, user.id, request.client, 'phone');
    });
    if (!outcome) throw authErrors.codeExpired();
    return outcome;
  }

  private async signInUser(tx: Queryable, phone: string, code: { user_id: string | null; metadata: Record<string, unknown> }) {
    const existing = await authRepository.findUserByPhone(tx, phone);
    return existing ?? (await authRepository.createPhoneUser(tx, phone, code.metadata));
  }

  /** A change of number, once the code sent to the new one is typed; the profile's number follows. */
  private async moveNumber(tx: Queryable, phone: string, userId: string | null): Promise<AuthUserRow> {
    if (!userId) throw authErrors.codeExpired();
    const user = await authRepository.lockUser(tx, userId);
    if (user?.phone_change !== phone) throw authErrors.codeExpired();
    const holder = await authRepository.findUserByPhone(tx, phone);
    if (holder && holder.id !== userId) throw authErrors.phoneTaken();
    const moved = await authRepository.finishPhoneChange(tx, userId, phone);
    if (!moved) throw authErrors.codeExpired();
    await usersPort.setPhone(tx, userId, phone);
    return moved;
  }

  /** `updateUser({ phone })`: the change waits on the account, and the code goes to the new number. */
  async startChange(user: AuthUserRow, rawPhone: string, client: ClientInfo): Promise<AuthUserRow> {
    const phone = numberForCodes(rawPhone);
    if (phone === user.phone) return user;
    const holder = await authRepository.findUserByPhone(this.db, phone);
    if (holder && holder.id !== user.id) throw authErrors.phoneTaken();
    if (!this.texts.available) throw authErrors.phoneRefused();
    await this.limit(phone, client);
    const { row, code } = await this.db.transaction(async (tx) => ({
      row: await authRepository.startPhoneChange(tx, user.id, phone),
      code: await this.store(tx, { phone, purpose: 'phone_change', userId: user.id, metadata: {} }),
    }));
    if (!row) throw authErrors.userGone();
    await this.texts.send(phone, 'change', client.lang?.lang ?? defaultLanguage, { code });
    return row;
  }

  /** `resend` type `phone_change`, for the account at its current number: the code again to the number it waits for. */
  async resendChange(request: { phone: string; client: ClientInfo }): Promise<void> {
    const current = numberForCodes(request.phone);
    const user = await authRepository.findUserByPhone(this.db, current);
    if (!user?.phone_change) return;
    await this.startChange(user, user.phone_change, request.client);
  }
}
