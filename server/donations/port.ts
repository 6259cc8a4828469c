/** What other domains may do with donations' records: note a provider's webhook once (transfers share the payment webhook). */
import { donationsRepository } from './repository';

export const donationsPort: Pick<typeof donationsRepository, 'recordWebhook'> = donationsRepository;
