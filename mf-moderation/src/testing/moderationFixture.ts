import { emptyOwnProfileFields } from '@dating/contract';
import { filledProfileFields } from '@dating/testing';
import type {
  AuditEntry,
  ModerationCase,
  ModerationMemberRef,
  ModerationQueueItem,
  ModerationReport,
  PendingVerification,
} from '@dating/contract';

/** Now, for the fixtures' times: epoch seconds. */
export const NOW_SECONDS = Math.floor(Date.now() / 1000);
const DAY = 86400;

export const BEA: ModerationMemberRef = {
  user_id: 12,
  user_name: 'Bea',
  user_image: '/uploads/bea.jpg',
};
export const ANN: ModerationMemberRef = { user_id: 11, user_name: 'Ann', user_image: '' };
export const MO: ModerationMemberRef = { user_id: 3, user_name: 'Mo', user_image: '' };

export function queueItem(overrides: Partial<ModerationQueueItem> = {}): ModerationQueueItem {
  return {
    member: BEA,
    standing: 'active',
    open_reports: 3,
    reasons: ['harassment', 'spam'],
    oldest_at: NOW_SECONDS - 2 * DAY - 60,
    ...overrides,
  };
}

export function report(overrides: Partial<ModerationReport> = {}): ModerationReport {
  return {
    report_id: 40,
    reporter: ANN,
    reason: 'harassment',
    details: 'Insults after I said no.',
    created_at: NOW_SECONDS - DAY,
    state: 'open',
    messages: [
      {
        id: 501,
        sender_id: BEA.user_id,
        message: 'You are worthless',
        upload_image: '',
        date: '2026-11-25T10:00:00.000Z',
      },
      {
        id: 503,
        sender_id: BEA.user_id,
        message: 'Answer me now',
        upload_image: '',
        date: '2026-11-25T10:02:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 90,
    at: NOW_SECONDS - 3 * DAY,
    moderator: MO,
    member: BEA,
    action: 'warn',
    note: 'First warning for insults',
    days: null,
    until: null,
    photo_id: null,
    ...overrides,
  };
}

export function moderationCase(overrides: Partial<ModerationCase> = {}): ModerationCase {
  return {
    member: BEA,
    standing: 'active',
    suspended_until: null,
    email: 'bea@example.com',
    age: 29,
    ...emptyOwnProfileFields(),
    ...filledProfileFields(),
    location: 'Lyon, France',
    joined_at: NOW_SECONDS - 200 * DAY,
    photos: [
      { photo_id: 7, url: '/uploads/bea.jpg', main: true },
      { photo_id: 8, url: '/uploads/bea-2.jpg', main: false },
    ],
    reports: [
      report(),
      report({
        report_id: 30,
        reason: 'spam',
        details: '',
        state: 'closed',
        created_at: NOW_SECONDS - 30 * DAY,
        messages: [],
      }),
    ],
    actions: [auditEntry()],
    suggested_reason: 'harassment',
    ...overrides,
  };
}

export function pendingVerification(
  overrides: Partial<PendingVerification> = {},
): PendingVerification {
  return {
    member: BEA,
    pose: 'head_turned_right,mouth_open',
    similarity: 0.5,
    submitted_at: NOW_SECONDS - 3 * 3600,
    selfie: '/uploads/0a1b2c.jpg',
    photos: [
      { photo_id: 8, url: '/uploads/bea.jpg', main: true },
      { photo_id: 9, url: '/uploads/bea-2.jpg', main: false },
    ],
    ...overrides,
  };
}
