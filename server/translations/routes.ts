/** GET /api/translations (the languages) and /api/translations/{lang} (default en): every UI string. */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendWithEtag } from '../http/etag';
import { notFound } from '../domain/errors';
import { defaultLanguage, type Catalogs } from './catalogs';

export const translationRoutes: FastifyPluginAsyncTypebox<{ catalogs: Catalogs }> = async (app, { catalogs }) => {
  app.get('/api/translations', async (request, reply) =>
    sendWithEtag(request, reply, { default: defaultLanguage, languages: catalogs.languages }, 'public, max-age=3600'),
  );

  app.get(
    '/api/translations/:lang',
    { schema: { params: Type.Object({ lang: Type.String({ pattern: '^[a-z]{2,3}$' }) }) } },
    async (request, reply) => {
      const messages = catalogs.get(request.params.lang);
      if (!messages)
        throw notFound(`No translation for "${request.params.lang}". Available: ${catalogs.languages.map((l) => l.code).join(', ')}.`);
      return sendWithEtag(request, reply, { lang: request.params.lang, fallback: defaultLanguage, messages }, 'public, max-age=3600');
    },
  );
};
