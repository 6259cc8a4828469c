/** What other domains may do with reports: an admin files one on a story, in the admin's own transaction. */
import { filedReportsRepository } from './repository';

export const reportsPort: Pick<typeof filedReportsRepository, 'insert'> = filedReportsRepository;
