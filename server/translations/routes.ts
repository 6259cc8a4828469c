/** GET /api/translations (the languages) and /api/translations/{lang} (default en): every UI string. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LanguageParams, Languages, Translation } from '../../contract/api/translations';
import { notFound } from '../domain/errors';
import { sendWithEtag } from '../http/etag';
import { defaultLanguage } from './catalogs';

export const translationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { catalogs } = app;
  app.get('/api/translations', { schema: { response: { 200: Languages } } }, async (request, reply) =>
    sendWithEtag(request, reply, { default: defaultLanguage, languages: catalogs.languages }, 'public, max-age=3600'),
  );

  app.get('/api/translations/:lang', { schema: { params: LanguageParams, response: { 200: Translation } } }, async (request, reply) => {
    const messages = catalogs.get(request.params.lang);
    if (!messages)
      throw notFound(`No translation for "${request.params.lang}". Available: ${catalogs.languages.map((l) => l.code).join(', ')}.`);
    return sendWithEtag(request, reply, { lang: request.params.lang, fallback: defaultLanguage, messages }, 'public, max-age=3600');
  });
};
