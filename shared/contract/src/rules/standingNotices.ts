import type { ReportReason } from '../schemas/safety';
import { formatDate } from '../i18n/formatDate';
import type { Language } from './limits';

/**
 * What a member is told of a moderator's action, in their language: the server writes these
 * (the sign-in refusal of a suspended or banned account, the warning e-mail), since they carry a
 * reason and a date that no fixed message can.
 */

/** A report reason as members read it (the report dialog's choices, the member's notices). */
export const REPORT_REASON_LABELS: Record<Language, Record<ReportReason, string>> = {
  en: {
    fake_profile: 'Fake profile',
    inappropriate_photos: 'Inappropriate photos',
    harassment: 'Harassment or hate',
    spam: 'Spam or scam',
    underage: 'Underage',
    offline_behaviour: 'Offline behaviour',
    other: 'Other',
  },
  fr: {
    fake_profile: 'Faux profil',
    inappropriate_photos: 'Photos inappropriées',
    harassment: 'Harcèlement ou haine',
    spam: 'Spam ou arnaque',
    underage: 'Mineur',
    offline_behaviour: 'Comportement hors ligne',
    other: 'Autre',
  },
  sp: {
    fake_profile: 'Perfil falso',
    inappropriate_photos: 'Fotos inapropiadas',
    harassment: 'Acoso u odio',
    spam: 'Spam o estafa',
    underage: 'Menor de edad',
    offline_behaviour: 'Comportamiento fuera de la app',
    other: 'Otro',
  },
  ar: {
    fake_profile: 'ملف شخصي مزيّف',
    inappropriate_photos: 'صور غير لائقة',
    harassment: 'تحرّش أو كراهية',
    spam: 'رسائل مزعجة أو احتيال',
    underage: 'قاصر',
    offline_behaviour: 'سلوك خارج التطبيق',
    other: 'سبب آخر',
  },
};

const SUSPENDED: Record<Language, (until: string, reason: string) => string> = {
  en: (until, reason) => `Your account is suspended until ${until}. Reason: ${reason}.`,
  fr: (until, reason) => `Votre compte est suspendu jusqu’au ${until}. Motif : ${reason}.`,
  sp: (until, reason) => `Tu cuenta está suspendida hasta el ${until}. Motivo: ${reason}.`,
  ar: (until, reason) => `حسابك معلّق حتى ${until}. السبب: ${reason}.`,
};

const BANNED: Record<Language, (reason: string) => string> = {
  en: (reason) => `Your account is banned. Reason: ${reason}.`,
  fr: (reason) => `Votre compte est banni. Motif : ${reason}.`,
  sp: (reason) => `Tu cuenta ha sido cancelada de forma definitiva. Motivo: ${reason}.`,
  ar: (reason) => `حسابك محظور نهائيًا. السبب: ${reason}.`,
};

/** Why a member may not sign in: banned, or suspended until a moment. */
export type StandingRefusal =
  | { standing: 'banned'; reason: ReportReason }
  | { standing: 'suspended'; reason: ReportReason; until: Date };

/** The sign-in refusal of a suspended or banned member, in their language. */
export function standingRefusalText(refusal: StandingRefusal, language: Language): string {
  const reason = REPORT_REASON_LABELS[language][refusal.reason];
  if (refusal.standing === 'banned') return BANNED[language](reason);
  return SUSPENDED[language](formatDate(refusal.until, language, 'dateTime'), reason);
}

const WARNING: Record<Language, { subject: string; text: (reason: string) => string }> = {
  en: {
    subject: 'A warning about your account',
    text: (reason) =>
      `Our moderators reviewed reports about your account and found that it breaks the community rules. Reason: ${reason}. Please follow the rules: a further breach can lead to a suspension or a ban.`,
  },
  fr: {
    subject: 'Un avertissement concernant votre compte',
    text: (reason) =>
      `Nos modérateurs ont examiné des signalements concernant votre compte et constaté qu’il enfreint les règles de la communauté. Motif : ${reason}. Merci de respecter les règles : une nouvelle infraction peut entraîner une suspension ou un bannissement.`,
  },
  sp: {
    subject: 'Una advertencia sobre tu cuenta',
    text: (reason) =>
      `Nuestros moderadores revisaron denuncias sobre tu cuenta y comprobaron que incumple las normas de la comunidad. Motivo: ${reason}. Respeta las normas: una nueva infracción puede llevar a una suspensión o a la cancelación definitiva de la cuenta.`,
  },
  ar: {
    subject: 'تحذير بشأن حسابك',
    text: (reason) =>
      `راجع مشرفونا بلاغات عن حسابك ووجدوا أنه يخالف قواعد المجتمع. السبب: ${reason}. يرجى الالتزام بالقواعد: فقد تؤدي أي مخالفة أخرى إلى تعليق الحساب أو حظره.`,
  },
};

/** The e-mail a warned member receives, in their language. */
export function warningMail(
  reason: ReportReason,
  language: Language,
): { subject: string; text: string } {
  const { subject, text } = WARNING[language];
  return { subject, text: text(REPORT_REASON_LABELS[language][reason]) };
}
