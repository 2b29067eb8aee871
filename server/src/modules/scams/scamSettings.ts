import type { Settings } from '../content/contentService';
import type { ScamLists } from './scamCheck';

const commaList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '');

/**
 * The detector's lists from the admin settings `scam_allowed_domains`, `scam_extra_terms` and
 * `scam_model_threshold`.
 */
export function scamListsOf(settings: Settings): ScamLists {
  return {
    allowedDomains: commaList(settings.scam_allowed_domains),
    extraTerms: commaList(settings.scam_extra_terms),
    modelThreshold: Number(settings.scam_model_threshold),
  };
}

/** The thresholds of the scam_* admin settings, as numbers. */
export interface ScamThresholds {
  /** Distinct members a sender's hits reach, within the window, before the moderators' queue. */
  queueMembers: number;
  /** The same, for a sender of high severity (new and unverified, or one intro to many). */
  queueMembersHighSeverity: number;
  /** Members receiving the same first message, within the window, that raise severity. */
  sameIntroMembers: number;
  /** A sender whose account is younger than this, and not verified, is of high severity. */
  newMemberDays: number;
  windowHours: number;
}

export function scamThresholdsOf(settings: Settings): ScamThresholds {
  return {
    queueMembers: Number(settings.scam_queue_members),
    queueMembersHighSeverity: Number(settings.scam_queue_members_high_severity),
    sameIntroMembers: Number(settings.scam_same_intro_members),
    newMemberDays: Number(settings.scam_new_member_days),
    windowHours: Number(settings.scam_window_hours),
  };
}
