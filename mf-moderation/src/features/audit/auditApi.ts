import { callEndpoint } from '@dating/web';
import { api } from '../../app/api';

/** How many actions a page of the audit log shows. */
export const AUDIT_PAGE_SIZE = 25;

export interface AuditQuery {
  /** An id, a name or an e-mail part; '' for everyone. */
  member: string;
  moderator: string;
  /** 0-based. */
  page: number;
}

export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the audit log, newest first, narrowed by member and moderator. */
    moderationAudit: build.query({
      ...callEndpoint('moderationaudit', ({ member, moderator, page }: AuditQuery) => ({
        json: true,
        body: {
          ...(member ? { member } : {}),
          ...(moderator ? { moderator } : {}),
          limit: AUDIT_PAGE_SIZE,
          offset: page * AUDIT_PAGE_SIZE,
        },
      })),
      providesTags: ['Audit'],
    }),
  }),
});

export const { useModerationAuditQuery } = auditApi;
