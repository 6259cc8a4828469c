/** `GET /api/translations` (the languages) and `/api/translations/{lang}` (every UI string, English filling gaps). */
import { Type, type Static } from 'typebox';

export const LanguageParams = Type.Object({ lang: Type.String({ pattern: '^[a-z]{2,3}$' }) });

export const Languages = Type.Object({
  default: Type.String(),
  languages: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
});
export type Languages = Static<typeof Languages>;

export const Translation = Type.Object({
  lang: Type.String(),
  fallback: Type.String(),
  messages: Type.Record(Type.String(), Type.String()),
});
export type Translation = Static<typeof Translation>;
