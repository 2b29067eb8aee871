import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@dating/contract/rules';
import type { FastifyRequest } from 'fastify';
import { readCookie } from './readCookie';

function languageField(fields: unknown): unknown {
  return typeof fields === 'object' && fields !== null && 'language' in fields
    ? fields.language
    : undefined;
}

/** The `language` cookie the shell keeps (spec section 3), for a call that names none itself. */
const languageCookie = (cookieHeader: string | undefined) => readCookie(cookieHeader, 'language');

/**
 * The language a call asks for: the `language` field every POST carries (spec section 7), a
 * GET's `?language=`, else the shell's language cookie (GET admindatas carries no body); English
 * when none names one of the four (the spec's default).
 */
export function requestLanguage(request: FastifyRequest): Language {
  const named = [
    languageField(request.body),
    languageField(request.query),
    languageCookie(request.headers.cookie),
  ];
  return named.find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/** The language a socket event asks for: its `language` field, else the page's cookie. */
export function languageOf(field: unknown, cookieHeader: string | undefined): Language {
  return [field, languageCookie(cookieHeader)].find(isLanguage) ?? DEFAULT_LANGUAGE;
}
