/**
 * Co-signers: an owner names up to three people by e-mail or by phone number;
 * whoever signs in with that address or number (a code texted to it proves
 * it) accepts (or declines) on their dashboard. Once accepted, a
 * co-signer stays: the owner cannot remove the people who keep them honest
 * (an invitation not answered yet can be withdrawn).
 */
import type { Cosigning, Treasurer, TreasurerAnswer } from '../../contract/api/withdrawals';
import { payoutLimits } from '../../contract/rules/payout';
import type { Database } from '../db/database';
import { conflict, forbidden, invalid, notFound } from '../domain/errors';
import { ghanaMobile } from '../domain/phone-number';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { toTreasurer, toWithdrawal } from './dto';
import type { PayoutNotices } from './notices';
import { ownedStory } from './stories';
import { treasurersRepository } from './treasurers-repository';
import { withdrawalsRepository } from './withdrawals-repository';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Who is signed in, as invitations know people: their address and number now. */
export interface Person {
  userId: string;
  email: string | null;
  phone: string | null;
}

/** The address or the number an invitation goes to, checked. */
function inviteeOf(
  owner: Person,
  given: { email?: string | undefined; phone?: string | undefined },
): { email: string | null; phone: string | null } {
  if (given.email !== undefined && given.phone !== undefined) {
    throw invalid('give an e-mail address or a phone number, not both', 'Invalid co-signer', 'email');
  }
  if (given.phone !== undefined) {
    const phone = ghanaMobile(given.phone);
    if (!phone) throw invalid('phone must be a Ghana mobile number, like 024 123 4567', 'Invalid co-signer', 'phone');
    if (phone === owner.phone) {
      throw invalid('phone must be someone else’s: an owner cannot co-sign their own withdrawals', 'Invalid co-signer', 'phone');
    }
    return { email: null, phone };
  }
  const email = (given.email ?? '').trim().toLowerCase();
  if (!emailPattern.test(email)) throw invalid('email must be an e-mail address', 'Invalid co-signer', 'email');
  if (email === owner.email?.toLowerCase()) {
    throw invalid('email must be someone else’s: an owner cannot co-sign their own withdrawals', 'Invalid co-signer', 'email');
  }
  return { email, phone: null };
}

/** Whether an invitation was sent to this person's address or number. */
const sentTo = (row: { email: string | null; phone: string | null }, person: Person): boolean =>
  (row.email !== null && row.email.toLowerCase() === person.email?.toLowerCase()) || (row.phone !== null && row.phone === person.phone);

export class TreasurersService {
  constructor(
    private readonly db: Database,
    private readonly limiter: RateLimiter,
    private readonly notices: PayoutNotices,
  ) {}

  async invite(owner: Person, campaignId: string, given: { email?: string; phone?: string }): Promise<Treasurer> {
    await ownedStory(this.db, campaignId, owner.userId);
    const invitee = inviteeOf(owner, given);
    await this.limiter.enforce([{ key: `treasurer-invite:user:${owner.userId}`, windowSeconds: 86_400, max: 20 }]);
    const row = await this.db.transaction(async (tx) => {
      await ownedStory(tx, campaignId, owner.userId);
      await treasurersRepository.lockStory(tx, campaignId);
      if ((await treasurersRepository.countLive(tx, campaignId)) >= payoutLimits.maxCosigners) {
        throw conflict(`A story has at most ${payoutLimits.maxCosigners} co-signers, invitations included.`, 'Too many co-signers');
      }
      const inserted = await treasurersRepository.insert(tx, {
        campaignId,
        ...invitee,
        invitedBy: owner.userId,
        days: payoutLimits.invitationDays,
      });
      if (!inserted)
        throw conflict(
          'This person is already a co-signer of this story, or invited.',
          'Already invited',
          invitee.phone ? 'phone' : 'email',
        );
      return inserted;
    });
    await this.notices.invited(invitee, campaignId, row.id);
    return toTreasurer(row);
  }

  /** Withdraws an invitation nobody answered yet. */
  async cancel(ownerId: string, campaignId: string, treasurerId: string): Promise<Treasurer> {
    return this.db.transaction(async (tx) => {
      await ownedStory(tx, campaignId, ownerId);
      const row = await treasurersRepository.lock(tx, treasurerId);
      if (!row || row.campaign_id !== campaignId) throw notFound('This story has no such co-signer.');
      if (row.status === 'accepted') {
        throw conflict('A co-signer who accepted stays with the story: they keep its money safe for everyone.', 'State cannot follow');
      }
      if (row.status !== 'invited') throw conflict(`This invitation was already ${row.status}.`, 'State cannot follow');
      await treasurersRepository.answer(tx, row.id, 'cancelled', null);
      return toTreasurer({ ...row, status: 'cancelled', answered_at: new Date() });
    });
  }

  /** Accepting or declining an invitation sent to the signed-in person's address. */
  async answer(person: Person, treasurerId: string, accept: boolean): Promise<TreasurerAnswer> {
    return this.db.transaction(async (tx) => {
      const row = await treasurersRepository.lock(tx, treasurerId);
      if (!row) throw notFound('There is no such invitation.');
      if (!sentTo(row, person)) {
        throw forbidden(
          row.phone
            ? 'This invitation was sent to another phone number. Sign in with the number it was sent to.'
            : 'This invitation was sent to another address. Sign in with the address it was sent to.',
          'Not your invitation',
        );
      }
      const story = await treasurersRepository.campaignOwner(tx, row.campaign_id);
      if (story === person.userId) throw forbidden('An owner cannot co-sign their own story.', 'Own story');
      if (row.status !== 'invited' || row.expires_at.getTime() <= Date.now()) {
        throw conflict(
          row.status === 'invited' ? 'This invitation has expired.' : `This invitation was already ${row.status}.`,
          'State cannot follow',
        );
      }
      const status = accept ? 'accepted' : 'declined';
      await treasurersRepository.answer(tx, row.id, status, accept ? person.userId : null);
      return { id: row.id, campaign_id: row.campaign_id, status };
    });
  }

  /** My invitations, the stories I co-sign, and their withdrawals (waiting for my vote first). */
  async cosigning(person: Person): Promise<Cosigning> {
    const [invitations, stories, rows] = await Promise.all([
      treasurersRepository.invitationsFor(this.db, person.email, person.phone),
      treasurersRepository.storiesOf(this.db, person.userId),
      withdrawalsRepository.forCosigner(this.db, person.userId),
    ]);
    const votes = await withdrawalsRepository.votesOf(
      this.db,
      rows.map((row) => row.id),
    );
    return {
      invitations: invitations.map((i) => ({ ...i, invited_at: i.invited_at.toISOString(), expires_at: i.expires_at.toISOString() })),
      stories,
      withdrawals: rows.map((row) => ({
        ...toWithdrawal(row, votes),
        campaign_title: row.campaign_title,
        campaign_slug: row.campaign_slug,
        my_treasurer_id: row.my_treasurer_id,
        my_decision: row.my_decision,
      })),
    };
  }
}
