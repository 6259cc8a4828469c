/**
 * A story's short link, /s/{short number}: what a text or a poster can carry
 * in a few characters. It leads to the story's page while the story is
 * public; a number that leads nowhere gets the app's page for a missing story.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { publicStatuses, shortNumberPattern } from '../../contract/rules/campaign';
import type { CampaignsService } from './service';

export const ShortLinkParams = Type.Object({ number: Type.String({ pattern: shortNumberPattern }) });

export const shortLinkRoutes: FastifyPluginAsyncTypebox<{ campaigns: CampaignsService }> = async (app, { campaigns }) => {
  app.get(
    '/s/:number',
    { config: { rawAnswer: 'a redirect to the story’s page' }, schema: { params: ShortLinkParams } },
    async (request, reply) => {
      const story = await campaigns.brief({ shortNumber: Number(request.params.number) });
      const visible = story && publicStatuses.includes(story.status);
      return reply
        .header('cache-control', 'public, max-age=300')
        .redirect(visible ? `/campaigns/${encodeURIComponent(story.slug)}` : `/campaigns/${request.params.number}`, 302);
    },
  );
};
