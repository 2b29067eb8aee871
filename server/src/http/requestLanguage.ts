import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@dating/shared/rules';
import type { FastifyRequest } from 'fastify';

function languageField(fields: unknown): unknown {
  return typeof fields === 'object' && fields !== null && 'language' in fields
    ? fields.language
    : undefined;
}

/**
 * The language a call asks for: the `language` field every POST carries (spec section 7), or a
 * GET's `?language=`; English when it names none of the four (the spec's default).
 */
export function requestLanguage(request: FastifyRequest): Language {
  const asked = languageField(request.body) ?? languageField(request.query);
  return isLanguage(asked) ? asked : DEFAULT_LANGUAGE;
}
