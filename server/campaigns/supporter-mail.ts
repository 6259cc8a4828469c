/**
 * Supporters hear of a new update by e-mail: everyone who left an address
 * with a gift to the story, once per address, in the language of their latest
 * gift, with the update's words and photos. Sent in the background after the
 * update committed, so a slow mail server never holds up posting; a failure
 * is logged, never retried into a second e-mail. A repeated post (the same
 * Idempotency-Key) sends nothing. Each e-mail carries a signed link that stops
 * these e-mails for that story.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { StoryUpdate } from '../../contract/api/campaigns';
import type { Database } from '../db/database';
import type { EventBus } from '../events/bus';
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

export class SupporterMail {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly campaigns: CampaignsService,
    private readonly mailer: Mailer,
    private readonly links: SupporterLinks,
    private readonly log: FastifyBaseLogger,
    private readonly publicUrl: () => string,
  ) {}

  listen(events: EventBus): void {
    events.on('campaign.update_posted', async ({ campaignId, updateId }) => {
      const work = this.tell(campaignId, updateId).catch((error: unknown) =>
        this.log.error({ err: error, campaignId, updateId }, 'update e-mails failed'),
      );
      this.inFlight.add(work);
      void work.finally(() => this.inFlight.delete(work));
    });
  }

  private async tell(campaignId: string, updateId: string): Promise<void> {
    const [story, update, addresses] = await Promise.all([
      campaignsRepository.findByIdOrSlug(this.db, campaignId),
      this.campaigns.postedUpdate(updateId),
      supportersRepository.addresses(this.db, campaignId),
    ]);
    if (!story) return;
    const origin = this.publicUrl();
    for (const supporter of addresses) {
      const mail = supporterUpdateMail(supporter, {
        storyTitle: story.title,
        storyUrl: `${origin}/campaigns/${story.slug}`,
        ownerName: story.owner_name,
        update: { title: update.title, body: update.body, isImpact: update.is_impact },
        photos: mailPhotos(update.photos, origin),
        unsubscribeUrl: this.links.unsubscribeUrl(campaignId, supporter.email),
      });
      try {
        await this.mailer.send(mail);
      } catch (error) {
        this.log.error({ err: error, campaignId, updateId }, 'update e-mail not sent');
      }
    }
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

  async drain(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }
}
