/** Link previews: a shared /campaigns/:id link shows the story's title, summary and cover (WhatsApp, X, Facebook). */
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { PageMeta, PageMetaResolver } from '../http/web-app';
import { shareImage } from '../uploads/share-image';
import { campaignsRepository } from './repository';
import { publicStatuses } from '../../contract/rules/campaign';

const pattern = /^\/campaigns\/([A-Za-z0-9-]{1,100})$/;

export function campaignPageMeta(db: Database, config: Config): PageMetaResolver {
  return async (pathname): Promise<PageMeta | null> => {
    const match = pattern.exec(pathname);
    if (!match?.[1]) return null;
    const row = await campaignsRepository.findByIdOrSlug(db, match[1]).catch(() => null);
    if (!row || !publicStatuses.includes(row.status)) return null;
    return {
      title: row.title,
      description: row.summary,
      url: `${config.publicUrl}/campaigns/${row.slug}`,
      type: 'article',
      ...(row.cover_upload_id
        ? {
            image: {
              url: `${config.publicUrl}/uploads/${row.cover_upload_id}/${shareImage.file}`,
              width: shareImage.width,
              height: shareImage.height,
              type: shareImage.type,
            },
          }
        : {}),
    };
  };
}
