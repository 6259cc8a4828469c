/**
 * Accounts from the admin's side: deciding verification requests (the owner
 * is e-mailed), looking at the photo of a Ghana Card (each look is logged),
 * and granting or removing admin rights (the last admin keeps theirs).
 */
import type { Account } from '../../contract/api/admin';
import type { Paged } from '../../contract/api/common';
import type { Database } from '../db/database';
import { pageOf } from '../domain/paging';
import { conflict, notFound } from '../domain/errors';
import { verificationDecisionMail } from '../mail/moderation-mails';
import { variantName, type PhotoStorage, type StoredFile } from '../uploads/storage';
import { uploadsPort } from '../uploads/port';
import { usersPort } from '../users/port';
import { verificationPort, type AccountFilter } from '../verification/port';
import type { VerificationDecision } from '../../contract/rules/moderation';
import { auditRepository, type Actor } from './audit-repository';
import { toAccount } from './dto';
import type { OwnerNotifier } from './notifier';
import { optionalReason, requiredReason } from './reasons';

export class AccountsService {
  constructor(
    private readonly db: Database,
    private readonly storage: PhotoStorage,
    private readonly notifier: OwnerNotifier,
  ) {}

  /** Accounts, waiting verification requests first. */
  async list(filter: Pick<AccountFilter, 'q' | 'verification' | 'role'>, page: number, limit: number): Promise<Paged<Account>> {
    const { rows, total, totalExact } = await verificationPort.list(this.db, { ...filter, limit, offset: (page - 1) * limit });
    return { ...pageOf(rows.map(toAccount), total, page, limit), total_exact: totalExact };
  }

  /** verified: from a waiting request; rejected: from a waiting request, or to withdraw a verification. */
  async decide(
    actor: Actor,
    userId: string,
    decision: VerificationDecision,
    rawNote: string | undefined,
  ): Promise<{ id: string; verification_status: VerificationDecision }> {
    const note = decision === 'verified' ? optionalReason(rawNote, 'note') : requiredReason(rawNote, 'note', 'to refuse a verification');
    await this.db.transaction(async (tx) => {
      const user = await verificationPort.lock(tx, userId);
      if (!user) throw notFound('This account does not exist.');
      const from = user.verification_status;
      const allowed = from === 'pending' || (decision === 'rejected' && from === 'verified');
      if (!allowed) {
        throw conflict(
          from === decision ? `This account is already ${from}.` : `No verification request is waiting for this account (it is ${from}).`,
          'State cannot follow',
        );
      }
      await verificationPort.decide(tx, user.id, decision, actor.userId, note);
      await auditRepository.record(tx, actor, {
        action: decision === 'verified' ? 'verify' : 'verification_rejected',
        targetType: 'user',
        targetId: user.id,
        reason: note,
        details: { email: user.email, from, ghana_card_number: user.ghana_card_number },
      });
    });
    await this.notifier.aboutAccount(userId, (to, dashboardUrl) => verificationDecisionMail(to, decision, dashboardUrl, note));
    return { id: userId, verification_status: decision };
  }

  /** The account's Ghana Card photo, for streaming to an admin; null when its file is missing. */
  async documentFile(actor: Actor, userId: string): Promise<StoredFile | null> {
    const user = await verificationPort.find(this.db, userId);
    if (!user) throw notFound('This account does not exist.');
    const [upload] = user.verification_document_id ? await uploadsPort.findMany(this.db, [user.verification_document_id]) : [];
    const largest = upload?.kind === 'id_document' ? upload.variants.at(-1) : undefined;
    if (!upload || !largest) throw notFound('This account has no identity document.');
    await auditRepository.record(this.db, actor, {
      action: 'view_document',
      targetType: 'user',
      targetId: user.id,
      details: { upload_id: upload.id },
    });
    return this.storage.read('id_document', upload.id, variantName(largest.width));
  }

  async setRole(actor: Actor, userId: string, role: 'user' | 'admin'): Promise<{ id: string; role: 'user' | 'admin' }> {
    return this.db.transaction(async (tx) => {
      // Admin rows first, then the account: one lock order, so two admins removing each other wait instead of deadlocking.
      const admins = await verificationPort.lockAdmins(tx);
      const user = await verificationPort.lock(tx, userId);
      if (!user) throw notFound('This account does not exist.');
      if (user.role === role)
        throw conflict(`This account is already ${role === 'admin' ? 'an admin' : 'not an admin'}.`, 'State cannot follow');
      if (role === 'user' && admins <= 1) {
        throw conflict('You are the last admin: make someone else an admin before removing your own rights.', 'Last admin');
      }
      await usersPort.setRole(tx, user.id, role);
      await auditRepository.record(tx, actor, {
        action: role === 'admin' ? 'grant_admin' : 'remove_admin',
        targetType: 'user',
        targetId: user.id,
        details: { email: user.email },
      });
      return { id: user.id, role };
    });
  }
}
