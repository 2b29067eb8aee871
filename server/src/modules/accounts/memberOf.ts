import { MESSAGES } from '@dating/contract/rules';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/apiError';
import type { AuthenticatedMember } from './sessionsRepository';

/**
 * The signed-in member a call acts for, by the bearer token. A body field that names a member
 * (`user_id` unless other fields are given, e.g. 'sender_id') must name this one: naming
 * someone else answers 403 'Invalid access'. Identity never comes from the body.
 */
export function sessionOf(
  request: FastifyRequest,
  ...idFields: readonly string[]
): AuthenticatedMember {
  const { member } = request;
  if (!member) throw new ApiError(401, MESSAGES.signInRequired);
  const body: Record<string, unknown> =
    typeof request.body === 'object' && request.body !== null
      ? (request.body as Record<string, unknown>)
      : {};
  for (const field of idFields.length > 0 ? idFields : ['user_id']) {
    const named = body[field];
    if (named === undefined || named === null || named === '') continue;
    const namesCaller =
      (typeof named === 'string' || typeof named === 'number') &&
      String(named).trim() === String(member.id);
    if (!namesCaller) throw new ApiError(403, MESSAGES.invalidAccess);
  }
  return member;
}

/** The id of the member a call acts for; see `sessionOf` for the checks. */
export function memberOf(request: FastifyRequest, ...idFields: readonly string[]): number {
  return sessionOf(request, ...idFields).id;
}
