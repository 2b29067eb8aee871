import type { HelpPage, Purpose } from '@dating/contract/schemas';
import { DEFAULT_HELP_PAGES } from './defaultHelpPages';
import type { BoostPlanRow, PremiumPlanRow, SuperlikePackRow } from './contentRepository';
import type { SettingKey } from './settingRules';

export interface ContentDefaults {
  purposes: readonly Purpose[];
  interests: readonly string[];
  settings: Readonly<Record<SettingKey, string>>;
  premiumPlans: readonly PremiumPlanRow[];
  boostPlans: readonly BoostPlanRow[];
  superlikePacks: readonly SuperlikePackRow[];
  helpPages: readonly HelpPage[];
}

/** Icons are served by the server itself from server/public (see the static-files plugin). */
const purposeIcon = (name: string) => `/static/purposes/${name}.svg`;

/**
 * What a new installation starts with; every value can be changed with `pnpm admin`. The store
 * and social links start empty (no link is shown) until the admin sets the product's own.
 */
export const CONTENT_DEFAULTS: ContentDefaults = {
  purposes: [
    { id: 1, name: 'Relationship', icon: purposeIcon('relationship') },
    { id: 2, name: 'Friendship', icon: purposeIcon('friendship') },
    { id: 3, name: 'Chat', icon: purposeIcon('chat') },
    { id: 4, name: 'Date', icon: purposeIcon('date') },
    { id: 5, name: 'Networking', icon: purposeIcon('networking') },
  ],
  interests: [
    'Art',
    'Baking',
    'Board games',
    'Camping',
    'Cinema',
    'Coffee',
    'Comedy',
    'Cooking',
    'Cycling',
    'Dancing',
    'Fashion',
    'Fitness',
    'Football',
    'Gardening',
    'Hiking',
    'History',
    'Languages',
    'Meditation',
    'Museums',
    'Music',
    'Nature',
    'Photography',
    'Pets',
    'Reading',
    'Running',
    'Science',
    'Singing',
    'Swimming',
    'Technology',
    'Tennis',
    'Theatre',
    'Travel',
    'Video games',
    'Volunteering',
    'Wine',
    'Yoga',
  ],
  settings: {
    max_age: '60',
    max_distance: '100',
    daily_free_likes: '50',
    restrict_after_reports: '3',
    admin_enable_ads: 'true',
    ios_url: '',
    android_url: '',
    currency: 'USD',
    fb_link: '',
    google_link: '',
    twitter_link: '',
    app_settings: 'disable',
    app_title: '',
    app_description: '',
    app_url: '',
    app_images: '',
    email_verification: 'on',
    vision_explicit_threshold: '0.85',
    vision_uncertain_threshold: '0.5',
    vision_face_match: '0.55',
    vision_face_uncertain: '0.45',
    vision_face_other_account: '0.55',
    vision_antispoof_min: '0.5',
    vision_liveness_min: '0.5',
    scam_allowed_domains:
      'youtube.com,youtu.be,spotify.com,google.com,goo.gl,wikipedia.org,imdb.com,netflix.com,apple.com,tripadvisor.com,booking.com,airbnb.com',
    scam_extra_terms: '',
    scam_queue_members: '3',
    scam_queue_members_high_severity: '2',
    scam_same_intro_members: '5',
    scam_new_member_days: '7',
    scam_window_hours: '24',
    // Chosen by cross-validation (scam-model:train --cross-validate, scams/README.md).
    scam_model_threshold: '0.7',
    your_turn: 'on',
    your_turn_limit: '5',
    // The deck's order (discovery/deckRanking.ts): nearness and mutual fit lead.
    rank_distance: '30',
    rank_mutual: '25',
    rank_compatibility: '20',
    rank_activity: '10',
    rank_replies: '5',
    rank_new_here: '5',
    rank_shown_less: '5',
  },
  premiumPlans: [
    { id: 1, days: 30, type: '1 Month', price: '9.99', superlike_count: 5, boost_count: 1 },
    { id: 2, days: 90, type: '3 Months', price: '24.99', superlike_count: 20, boost_count: 3 },
    { id: 3, days: 180, type: '6 Months', price: '39.99', superlike_count: 50, boost_count: 6 },
  ],
  boostPlans: [
    { id: 1, boost_count: 1, price: '3.99' },
    { id: 2, boost_count: 5, price: '14.99' },
    { id: 3, boost_count: 10, price: '24.99' },
  ],
  superlikePacks: [
    { id: 1, superlike_count: 5, price: '4.99' },
    { id: 2, superlike_count: 15, price: '11.99' },
    { id: 3, superlike_count: 30, price: '19.99' },
  ],
  helpPages: DEFAULT_HELP_PAGES,
};
