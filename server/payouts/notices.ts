/**
 * E-mails about money going out (a co-signer's invitation by text when the
 * owner gave a number; votes needed and a withdrawal's news as notices, on the
 * channels each reader chose), from the durable job queue (server/jobs/):
 * a notice is queued as soon as the change it tells of has committed, and
 * its job reads the rows again and queues one job per e-mail, each tried
 * again later if the mail server fails. A slow mail server never holds up a
 * webhook or a decision, a server that dies leaves its notices to another,
 * and a mail that fails never undoes anything (the dashboard shows the same).
 * Donors hear of a payout once per withdrawal, whatever repeats. Each goes in
 * its reader's language: an account's own, a donor's latest gift's, and for
 * an invitation to someone without an account, the inviting owner's.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { JobQueue } from '../jobs/queue';
import type { NoticesService } from '../notices/service';
import type { Mail, Mailer } from '../mail/mailer';
import {
  cosignInvitationMail,
  donorPayoutMail,
  payoutAccountMail,
  type StoryLink,
  type WithdrawalFacts,
  type WithdrawalNews,
} from '../mail/payout-mails';
import { maskAccountNumber } from '../../contract/rules/payout';
import { defaultLanguage } from '../translations/catalogs';
import { usersPort } from '../users/port';
import { payoutAccountsRepository, type PayoutAccountRow } from './accounts-repository';
import { cosignPath } from './cosign-link-routes';
import { treasurersRepository } from './treasurers-repository';
import { storyContactRepository, withdrawalsRepository, type StoryContact, type WithdrawalRow } from './withdrawals-repository';

/** How an invitation by phone leaves: a text written once per key (the SMS domain's). */
export interface InvitationTexts {
  invitation(text: { key: string; to: string; lang: string; owner: string | null; title: string; link: string }): Promise<void>;
}

const noticeKind = 'mail.payout_notice';
const mailKind = 'mail.payout_mail';

/** What a notice job carries: ids, read again when it runs. */
type Notice =
  | { notice: 'account'; accountId: string }
  /** To the address or the number the owner gave (`phone` is absent from jobs queued before invitations by phone). */
  | { notice: 'invitation'; email: string | null; phone?: string | null; campaignId: string; treasurerId?: string }
  | { notice: 'votes'; withdrawalId: string }
  | { notice: 'news'; withdrawalId: string; what: WithdrawalNews }
  | { notice: 'donors'; withdrawalId: string };

export class PayoutNotices {
  /** Texts to phones: the SMS domain gives them once it is built; none when no text can be sent. */
  private texts: InvitationTexts | null = null;

  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly jobs: JobQueue,
    private readonly publicUrl: () => string,
    private readonly testMode: boolean,
    private readonly log: FastifyBaseLogger,
    /** Votes needed and news of withdrawals, on the channels each reader chose. */
    private readonly notices: Pick<NoticesService, 'notifyNow'>,
  ) {
    jobs.register(noticeKind, (payload) => this.write(payload as Notice));
    jobs.register(mailKind, (payload) => this.mailer.send(payload as Mail));
  }

  private link(story: StoryContact): StoryLink {
    return { title: story.title, url: `${this.publicUrl()}/campaigns/${story.slug}`, dashboardUrl: `${this.publicUrl()}/dashboard` };
  }

  private facts(w: WithdrawalRow): WithdrawalFacts {
    return { amount: w.amount, purpose: w.purpose, reference: w.reference, reason: w.reason, testMode: this.testMode };
  }

  /** Queues a notice; a failure to queue is logged, never undoes the change it tells of. */
  private async later(notice: Notice): Promise<void> {
    try {
      await this.db.transaction((tx) => this.jobs.enqueue(tx, [noticeKind], notice));
      this.jobs.nudge();
    } catch (error) {
      this.log.error({ err: error, notice: notice.notice }, 'payout notice not queued');
    }
  }

  /** A notice's job: its e-mails, each queued as a job of its own (votes and news go to the notices domain, on the channels each reader chose). */
  private async write(notice: Notice): Promise<void> {
    if (notice.notice === 'invitation' && notice.phone) return this.textInvitation({ ...notice, phone: notice.phone });
    if (notice.notice === 'votes' || notice.notice === 'news') return this.tell(notice);
    const mails = await this.mailsOf(notice);
    const queued = await this.db.transaction(async (tx) => {
      // Donors are told once per withdrawal: the claim commits with their e-mails' jobs, or neither does.
      if (notice.notice === 'donors' && !(await withdrawalsRepository.claimDonorNotice(tx, notice.withdrawalId))) return 0;
      await this.jobs.enqueueEach(tx, mailKind, mails);
      return mails.length;
    });
    if (queued) this.jobs.nudge();
  }

  private async mailsOf(notice: Notice): Promise<Mail[]> {
    if (notice.notice === 'account') {
      const account = await payoutAccountsRepository.find(this.db, notice.accountId);
      const owner = account?.user_id ? await usersPort.recipient(this.db, account.user_id) : null;
      return account && owner ? [this.accountMail(account, owner)] : [];
    }
    if (notice.notice === 'invitation') {
      const story = await storyContactRepository.find(this.db, notice.campaignId);
      if (!story || !notice.email) return [];
      const lang = (await usersPort.languageOfAddress(this.db, notice.email)) ?? story.owner_lang ?? defaultLanguage;
      return [cosignInvitationMail({ email: notice.email, lang }, this.link(story), story.owner_name)];
    }
    const w = await withdrawalsRepository.find(this.db, notice.withdrawalId);
    const story = w && (await storyContactRepository.find(this.db, w.campaign_id));
    if (!w || !story) return [];
    const owner = story.owner_email?.toLowerCase();
    const donors = await withdrawalsRepository.donorAddresses(this.db, w.campaign_id);
    return donors.filter((donor) => donor.email !== owner).map((donor) => donorPayoutMail(donor, this.link(story), this.facts(w)));
  }

  /** A vote needed, to each co-signer who can vote; what became of a withdrawal, to its owner. */
  private async tell(notice: Extract<Notice, { notice: 'votes' | 'news' }>): Promise<void> {
    const w = await withdrawalsRepository.find(this.db, notice.withdrawalId);
    const story = w && (await storyContactRepository.find(this.db, w.campaign_id));
    if (!w || !story) return;
    const facts = { ...this.facts(w), withdrawalId: w.id, title: story.title, slug: story.slug };
    if (notice.notice === 'votes') {
      const voters = await treasurersRepository.voters(this.db, w.campaign_id);
      return this.notices.notifyNow(
        voters.map((voter) => ({
          kind: 'vote_needed' as const,
          userId: voter.user_id,
          key: `vote_needed:${w.id}:${voter.user_id}`,
          facts: { ...facts, cosigners: voters.length },
        })),
      );
    }
    if (!story.owner_id) return;
    await this.notices.notifyNow([
      { kind: 'withdrawal', userId: story.owner_id, key: `withdrawal:${w.id}:${notice.what}`, facts: { ...facts, outcome: notice.what } },
    ]);
  }

  private accountMail(account: PayoutAccountRow, owner: { email: string; lang: string }): Mail {
    return payoutAccountMail(owner, {
      accountName: account.account_name,
      masked: maskAccountNumber(account.account_number),
      method: account.method,
      bankName: account.bank_name,
      holdUntil: account.hold_until,
      dashboardUrl: `${this.publicUrl()}/dashboard`,
    });
  }

  accountConfirmed(account: PayoutAccountRow): Promise<void> {
    return this.later({ notice: 'account', accountId: account.id });
  }

  /** To the person invited: an e-mail to an address, a text to a number. */
  invited(to: { email: string | null; phone: string | null }, campaignId: string, treasurerId: string): Promise<void> {
    return this.later({ notice: 'invitation', ...to, campaignId, treasurerId });
  }

  /** Invitations by phone leave through `texts` from now on. */
  textInvitationsThrough(texts: InvitationTexts): void {
    this.texts = texts;
  }

  /** The text of an invitation by phone: who asks, for which story, and the short link to sign in with that number. */
  private async textInvitation(notice: { phone: string; campaignId: string; treasurerId?: string }): Promise<void> {
    const texts = this.texts;
    const story = await storyContactRepository.find(this.db, notice.campaignId);
    if (!texts || !story) {
      this.log.warn({ campaignId: notice.campaignId }, 'co-signer invitation not texted: no SMS gateway');
      return;
    }
    const lang = (await usersPort.languageOfPhone(this.db, notice.phone)) ?? story.owner_lang ?? defaultLanguage;
    await texts.invitation({
      key: `invitation:${notice.treasurerId ?? `${notice.campaignId}:${notice.phone}`}`,
      to: notice.phone,
      lang,
      owner: story.owner_name,
      title: story.title,
      link: `${this.publicUrl()}${cosignPath}`,
    });
  }

  /** To every co-signer whose vote a new withdrawal waits for. */
  awaitingVotes(w: WithdrawalRow): Promise<void> {
    return this.later({ notice: 'votes', withdrawalId: w.id });
  }

  /** To the owner: what became of their withdrawal. */
  news(w: WithdrawalRow, what: WithdrawalNews): Promise<void> {
    return this.later({ notice: 'news', withdrawalId: w.id, what });
  }

  /** To the story's donors who gave an address: once per paid withdrawal. */
  donorsOfPaid(w: WithdrawalRow): Promise<void> {
    return this.later({ notice: 'donors', withdrawalId: w.id });
  }

  /** Waits until every queued notice and e-mail has run (tests, shutdown). */
  drain(): Promise<void> {
    return this.jobs.idle();
  }
}
