import type { Migration } from 'kysely';
import * as foundation from './0001_foundation';
import * as content from './0002_content';
import * as accounts from './0003_accounts';
import * as payments from './0004_payments';
import * as profileFeed from './0005_profile_feed';
import * as relationships from './0006_relationships';
import * as discovery from './0007_discovery';
import * as chat from './0008_chat';
import * as signInSafety from './0009_sign_in_safety';
import * as reusableTestNonces from './0011_reusable_test_nonces';
import * as contentTranslations from './0012_content_translations';
import * as moderation from './0013_moderation';
import * as kinderMessages from './0014_kinder_messages';
import * as vision from './0015_vision';
import * as receiptsReactions from './0016_receipts_reactions';
import * as prompts from './0017_prompts';
import * as snoozeIncognito from './0018_snooze_incognito';
import * as verificationDecisions from './0019_verification_decisions';
import * as digestsExports from './0020_digests_exports';
import * as profileRevision from './0021_profile_revision';
import * as selfieLiveness from './0022_selfie_liveness';
import * as limits from './0024_limits';
import * as moderatorRoles from './0025_moderator_roles';
import * as profileFields from './0026_profile_fields';
import * as scheduledJobs from './0028_scheduled_jobs';
import * as cardRevisionTriggers from './0029_card_revision_triggers';
import * as photoScreening from './0030_photo_screening';
import * as remoteRegistry from './0031_remote_registry';
import * as qaMembers from './0032_qa_members';
import * as scamSignals from './0033_scam_signals';
import * as verifiedOnlyContact from './0034_verified_only_contact';
import * as hiddenWords from './0035_hidden_words';
import * as deckReach from './0036_deck_reach';
import * as shadowRestriction from './0040_shadow_restriction';
import * as memberCalls from './0042_member_calls';
import * as chatRepliesVoice from './0043_chat_replies_voice';
import * as identitiesDealbreakers from './0044_identities_dealbreakers';
import * as compatibilityQuestions from './0045_compatibility_questions';
import * as faceIndex from './0046_face_index';
import * as filterAnswered from './0047_filter_answered';
import * as boostedCoordinates from './0048_boosted_coordinates';
import * as deckPosition from './0049_deck_position';
import * as rankSignals from './0050_rank_signals';
import * as photoCardRenditions from './0051_photo_card_renditions';
import * as rankSignalChanges from './0052_rank_signal_changes';
import * as boostEndIndexed from './0053_boost_end_indexed';
import * as deckTraits from './0054_deck_traits';
import * as photoScreeningAfterAnswer from './0055_photo_screening_after_answer';
import * as revisionOnShownColumns from './0056_revision_on_shown_columns';

/**
 * Every migration, in order. Listed in code rather than read from a folder at run time, so tsx,
 * the tests and any bundle see the same set. Add new ones at the end; never edit an applied one.
 * One that adds a `members` column or a table a card shows ends with writeRevisionTriggers(db)
 * (../README.md, "Card revision").
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_content': content,
  '0003_accounts': accounts,
  '0004_payments': payments,
  '0005_profile_feed': profileFeed,
  '0006_relationships': relationships,
  '0007_discovery': discovery,
  '0008_chat': chat,
  '0009_sign_in_safety': signInSafety,
  '0011_reusable_test_nonces': reusableTestNonces,
  '0012_content_translations': contentTranslations,
  '0013_moderation': moderation,
  '0014_kinder_messages': kinderMessages,
  '0015_vision': vision,
  '0016_receipts_reactions': receiptsReactions,
  '0017_prompts': prompts,
  '0018_snooze_incognito': snoozeIncognito,
  '0019_verification_decisions': verificationDecisions,
  '0020_digests_exports': digestsExports,
  '0021_profile_revision': profileRevision,
  '0022_selfie_liveness': selfieLiveness,
  '0024_limits': limits,
  '0025_moderator_roles': moderatorRoles,
  '0026_profile_fields': profileFields,
  '0028_scheduled_jobs': scheduledJobs,
  '0029_card_revision_triggers': cardRevisionTriggers,
  '0030_photo_screening': photoScreening,
  '0031_remote_registry': remoteRegistry,
  '0032_qa_members': qaMembers,
  '0033_scam_signals': scamSignals,
  '0034_verified_only_contact': verifiedOnlyContact,
  '0035_hidden_words': hiddenWords,
  '0036_deck_reach': deckReach,
  '0040_shadow_restriction': shadowRestriction,
  '0042_member_calls': memberCalls,
  '0043_chat_replies_voice': chatRepliesVoice,
  '0044_identities_dealbreakers': identitiesDealbreakers,
  '0045_compatibility_questions': compatibilityQuestions,
  '0046_face_index': faceIndex,
  '0047_filter_answered': filterAnswered,
  '0048_boosted_coordinates': boostedCoordinates,
  '0049_deck_position': deckPosition,
  '0050_rank_signals': rankSignals,
  '0051_photo_card_renditions': photoCardRenditions,
  '0052_rank_signal_changes': rankSignalChanges,
  '0053_boost_end_indexed': boostEndIndexed,
  '0054_deck_traits': deckTraits,
  '0055_photo_screening_after_answer': photoScreeningAfterAnswer,
  '0056_revision_on_shown_columns': revisionOnShownColumns,
};
