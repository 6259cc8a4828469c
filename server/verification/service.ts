/**
 * An owner asks to be verified: their Ghana Card number and a photo of the
 * card, uploaded as a private `id_document` that only admins ever see. The
 * request waits (`pending`) until an admin decides. A refused owner may ask
 * again; a verified or waiting one may not.
 */
import type { Database, Queryable } from '../db/database';
import { conflict, invalid, notFound } from '../domain/errors';
import { uploadsPort } from '../uploads/port';
import type { PhotoStorage } from '../uploads/storage';
import type { Verification } from '../../contract/api/dashboard';
import { maskGhanaCard } from '../../contract/rules/ghana-card';
import { verificationRepository, type VerificationRow } from './repository';

export type VerificationView = Verification;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const fieldError = (field: string, message: string) => invalid(`${field} ${message}`, 'Invalid verification request', field);

export function toVerificationView(row: VerificationRow): VerificationView {
  return {
    status: row.verification_status,
    ghana_card_number: row.ghana_card_number ? maskGhanaCard(row.ghana_card_number) : null,
    has_document: row.verification_document_id !== null,
    requested_at: iso(row.verification_requested_at),
    decided_at: iso(row.verification_decided_at),
    note: row.verification_status === 'rejected' || row.verification_status === 'verified' ? row.verification_note : null,
  };
}

export class VerificationService {
  constructor(
    private readonly db: Database,
    private readonly storage: PhotoStorage,
  ) {}

  /** On account deletion: the photos of the Ghana Card go with the account, rows and files. */
  async onAccountDeleted(tx: Queryable, userId: string): Promise<void> {
    for (const id of await verificationRepository.deleteDocumentsOf(tx, userId)) await this.storage.remove('id_document', id);
  }

  async view(userId: string): Promise<VerificationView> {
    const row = await verificationRepository.find(this.db, userId);
    if (!row) throw notFound('Profile not found.');
    return toVerificationView(row);
  }

  async request(userId: string, cardNumber: string, documentId: string): Promise<VerificationView> {
    return this.db.transaction(async (tx) => {
      const row = await verificationRepository.lock(tx, userId);
      if (!row) throw notFound('Profile not found.');
      if (row.verification_status === 'pending')
        throw conflict('Your verification request is already waiting for review.', 'State cannot follow');
      if (row.verification_status === 'verified') throw conflict('You are already verified.', 'State cannot follow');
      const [upload] = await uploadsPort.findMany(tx, [documentId]);
      if (!upload || upload.owner_id !== userId)
        throw fieldError('document_upload_id', 'must be a photo of your Ghana Card that you uploaded');
      if (upload.kind !== 'id_document')
        throw fieldError('document_upload_id', 'must be uploaded as an identity document (type id_document), which is kept private');
      await verificationRepository.request(tx, userId, cardNumber, documentId);
      const updated = await verificationRepository.find(tx, userId);
      if (!updated) throw notFound('Profile not found.');
      return toVerificationView(updated);
    });
  }
}
