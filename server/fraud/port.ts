/** What admins do with fraud alerts: list them, and review one (locked while they decide), in their own transaction. */
import { fraudRepository, type AlertFilter, type AlertRow } from './repository';

export type { AlertFilter, AlertRow };

export const fraudPort: Pick<typeof fraudRepository, 'list' | 'lockForReview' | 'decide'> = fraudRepository;
