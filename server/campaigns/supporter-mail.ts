/**
 * Supporters hear of a new update by e-mail: everyone who left an address
 * with a gift to the story, once per address, in the language of their latest
 * gift, with the update's words and photos. Jobs (server/jobs/), so a slow
 * mail server never holds up posting: the update's job, committed with the
 * update, adds one job per address, and each of those sends one e-mail, tried
 * again later if it was not sent. A repeated post (the same Idempotency-Key)
 * sends nothing. Each e-mail carries a signed link that stops these e-mails
 * for that story.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { StoryUpdate } from '../../contract/api/campaigns';
import type { Database } from '../db/database';
import { DomainError } from '../domain/errors';
import type { EventBus } from '../events/bus';
import type { JobQueue } from '../jobs/queue';
import type { Mailer } from '../mail/mailer';
import { supporterUpdateMail } from '../mail/update-mails';
import { campaignsRepository } from './repository';
import type { CampaignsService } from './service';
import type { SupporterLinks } from './supporter-links';
import { supportersRepository } from './supporters-repository';

/** E-mails show photos at most this wide; a phone's mail app needs no more. */
const mailPhotoWidth = 640;

function mailPhotos(photos: StoryUpdate['photos'], origin: string) {
  return photos.flatMap((photo) => {
    const variant = photo.variants.filter((v) => v.width <= mailPhotoWidth).at(-1) ?? photo.variants[0];
    if (!variant) return [];
    return [{ url: `${origin}${variant.url}`, width: variant.width, height: Math.round((photo.height * variant.width) / photo.width) }];
  });
}

const oneMail = 'mail.supporter_update';

interface OneMail {
  campaignId: string;
  updateId: string;
  /** The supporter's address and the language of their latest gift. */
  address: { email: string; lang: string };
}

export class SupporterMail {
  constructor(
    private readonly db: Database,
    private readonly jobs: JobQueue,
    private readonly campaigns: CampaignsService,
    private readonly mailer: Mailer,
    private readonly links: SupporterLinks,
    private readonly log: FastifyBaseLogger,
    private readonly publicUrl: () => string,
  ) {}

  listen(events: EventBus): void {
    events.later('campaign.update_posted', 'mail.supporters', async ({ campaignId, updateId }) => {
      const addresses = await supportersRepository.addresses(this.db, campaignId);
      const mails: OneMail[] = addresses.map((address) => ({ campaignId, updateId, address }));
      await this.db.transaction((tx) => this.jobs.enqueueEach(tx, oneMail, mails));
      this.jobs.nudge();
    });
    this.jobs.register(oneMail, (payload) => this.tell(payload as OneMail));
  }

  private async tell({ campaignId, updateId, address }: OneMail): Promise<void> {
    const [story, update] = await Promise.all([
      campaignsRepository.findByIdOrSlug(this.db, campaignId),
      // An update removed before its e-mails went out is not news any more: nothing to send, nothing to retry.
      this.campaigns.postedUpdate(updateId).catch((error: unknown) => {
        if (error instanceof DomainError && error.kind === 'not_found') return null;
        throw error;
      }),
    ]);
    if (!story || !update) return;
    const origin = this.publicUrl();
    const mail = supporterUpdateMail(address, {
      storyTitle: story.title,
      storyUrl: `${origin}/campaigns/${story.slug}`,
      ownerName: story.owner_name,
      update: { title: update.title, body: update.body, isImpact: update.is_impact },
      photos: mailPhotos(update.photos, origin),
      unsubscribeUrl: this.links.unsubscribeUrl(campaignId, address.email),
    });
    await this.mailer.send(mail);
    this.log.info({ campaignId, updateId }, 'update e-mail sent');
  }

  /** The story a stop link names, when the link is this server's own; null otherwise. */
  async linkedStory(campaignId: string, hash: string, token: string): Promise<{ title: string } | null> {
    if (!this.links.verify(campaignId, hash, token)) return null;
    const story = await campaignsRepository.findByIdOrSlug(this.db, campaignId);
    return story ? { title: story.title } : null;
  }

  /** Stops update e-mails about a story for the address a valid link names (again is fine); null when the link is not valid. */
  async optOut(campaignId: string, hash: string, token: string): Promise<{ title: string } | null> {
    const story = await this.linkedStory(campaignId, hash, token);
    if (story) await supportersRepository.optOut(this.db, campaignId, hash);
    return story;
  }
}
