/**
 * E-mails about money going out, sent after the change committed and in the
 * background: a slow mail server never holds up a webhook or a decision, and
 * a mail that fails is logged, never undoes anything (the dashboard shows the
 * same). Donors hear of a payout once per withdrawal, whatever repeats. Each
 * goes in its reader's language: an account's own, a donor's latest gift's,
 * and for an invitation to someone without an account, the inviting owner's.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { Mail, Mailer } from '../mail/mailer';
import {
  cosignInvitationMail,
  cosignRequestMail,
  donorPayoutMail,
  payoutAccountMail,
  withdrawalNewsMail,
  type StoryLink,
  type WithdrawalFacts,
  type WithdrawalNews,
} from '../mail/payout-mails';
import { maskAccountNumber } from '../../contract/rules/payout';
import { defaultLanguage } from '../translations/catalogs';
import { usersRepository } from '../users/repository';
import type { PayoutAccountRow } from './accounts-repository';
import { treasurersRepository } from './treasurers-repository';
import { storyContactRepository, withdrawalsRepository, type StoryContact, type WithdrawalRow } from './withdrawals-repository';

export class PayoutNotices {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly publicUrl: () => string,
    private readonly testMode: boolean,
    private readonly log: FastifyBaseLogger,
  ) {}

  private link(story: StoryContact): StoryLink {
    return { title: story.title, url: `${this.publicUrl()}/campaigns/${story.slug}`, dashboardUrl: `${this.publicUrl()}/dashboard` };
  }

  private facts(w: WithdrawalRow): WithdrawalFacts {
    return { amount: w.amount, purpose: w.purpose, reference: w.reference, reason: w.reason, testMode: this.testMode };
  }

  /** Runs `work` in the background; its mails go one by one, a failure logged. */
  private later(label: string, work: () => Promise<Mail[]>): void {
    const job = (async () => {
      for (const mail of await work()) {
        try {
          await this.mailer.send(mail);
        } catch (error) {
          this.log.error({ err: error, subject: mail.subject }, 'payout e-mail not sent');
        }
      }
    })().catch((error: unknown) => this.log.error({ err: error, label }, 'payout e-mails failed'));
    this.inFlight.add(job);
    void job.finally(() => this.inFlight.delete(job));
  }

  accountConfirmed(account: PayoutAccountRow): void {
    this.later('account', async () => {
      const owner = account.user_id ? await usersRepository.recipient(this.db, account.user_id) : null;
      if (!owner) return [];
      return [
        payoutAccountMail(owner, {
          accountName: account.account_name,
          masked: maskAccountNumber(account.account_number),
          method: account.method,
          bankName: account.bank_name,
          holdUntil: account.hold_until,
          dashboardUrl: `${this.publicUrl()}/dashboard`,
        }),
      ];
    });
  }

  invited(email: string, campaignId: string): void {
    this.later('invitation', async () => {
      const story = await storyContactRepository.find(this.db, campaignId);
      if (!story) return [];
      const lang = (await usersRepository.languageOfAddress(this.db, email)) ?? story.owner_lang ?? defaultLanguage;
      return [cosignInvitationMail({ email, lang }, this.link(story), story.owner_name)];
    });
  }

  /** To every co-signer whose vote a new withdrawal waits for. */
  awaitingVotes(w: WithdrawalRow): void {
    this.later('votes', async () => {
      const story = await storyContactRepository.find(this.db, w.campaign_id);
      const voters = await treasurersRepository.voters(this.db, w.campaign_id);
      if (!story) return [];
      const langs = await Promise.all(voters.map(async (voter) => (await usersRepository.recipient(this.db, voter.user_id))?.lang));
      return voters.map((voter, i) =>
        cosignRequestMail({ email: voter.email, lang: langs[i] ?? defaultLanguage }, this.link(story), this.facts(w), voters.length),
      );
    });
  }

  /** To the owner: what became of their withdrawal. */
  news(w: WithdrawalRow, what: WithdrawalNews): void {
    this.later(what, async () => {
      const story = await storyContactRepository.find(this.db, w.campaign_id);
      if (!story?.owner_email) return [];
      const owner = { email: story.owner_email, lang: story.owner_lang ?? defaultLanguage };
      return [withdrawalNewsMail(owner, this.link(story), this.facts(w), what)];
    });
  }

  /** To the story's donors who gave an address: once per paid withdrawal. */
  donorsOfPaid(w: WithdrawalRow): void {
    this.later('donors', async () => {
      if (!(await withdrawalsRepository.claimDonorNotice(this.db, w.id))) return [];
      const story = await storyContactRepository.find(this.db, w.campaign_id);
      if (!story) return [];
      const owner = story.owner_email?.toLowerCase();
      const donors = await withdrawalsRepository.donorAddresses(this.db, w.campaign_id);
      return donors.filter((donor) => donor.email !== owner).map((donor) => donorPayoutMail(donor, this.link(story), this.facts(w)));
    });
  }

  async drain(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }
}
