import type { Language } from '@dating/contract';
import type { ReportReason } from '@dating/contract';

/** The report dialog's own texts: one dialog for every remote, so its words live beside it. */
export interface ReportDialogTexts {
  title: string;
  offer: string;
  offerYes: string;
  offerNo: string;
  reasonLegend: string;
  reasons: Record<ReportReason, string>;
  details: string;
  detailsRequired: string;
  detailsOptional: string;
  counter: (count: number, limit: number) => string;
  overLimit: (limit: number) => string;
  messagesLegend: (limit: number) => string;
  photo: string;
  chooseReason: string;
  describeOther: string;
  send: string;
  cancel: string;
  close: string;
  thanks: string;
  recentTitle: string;
  recentHint: string;
  recentEmpty: string;
  unmatchedOn: string;
  report: string;
  reported: string;
}

export const REPORT_DIALOG_TEXTS: Record<Language, ReportDialogTexts> = {
  en: {
    title: 'Report {{name}}',
    offer: 'Report this member too?',
    offerYes: 'Report',
    offerNo: 'No, thanks',
    reasonLegend: 'Why are you reporting this member?',
    reasons: {
      fake_profile: 'Fake profile',
      inappropriate_photos: 'Inappropriate photos',
      harassment: 'Harassment or hate',
      spam: 'Spam or scam',
      underage: 'Under 18',
      offline_behaviour: 'Behaviour when we met',
      other: 'Something else',
    },
    details: 'What happened?',
    detailsRequired: 'Required for “Something else”.',
    detailsOptional: 'Optional.',
    counter: (count, limit) => `${count} of ${limit} characters`,
    overLimit: (limit) => `At most ${limit} characters`,
    messagesLegend: (limit) => `Attach messages (at most ${limit})`,
    photo: 'Photo',
    chooseReason: 'Please choose a reason',
    describeOther: 'Please tell us what happened',
    send: 'Send report',
    cancel: 'Cancel',
    close: 'Close',
    thanks: 'Thanks, we received your report.',
    recentTitle: 'Recently unmatched',
    recentHint:
      'Members whose match with you ended in the last 30 days. You can still report them.',
    recentEmpty: 'Nobody in the last 30 days.',
    unmatchedOn: 'Unmatched on {{date}}',
    report: 'Report',
    reported: 'Reported',
  },
  fr: {
    title: 'Signaler {{name}}',
    offer: 'Signaler aussi ce membre ?',
    offerYes: 'Signaler',
    offerNo: 'Non merci',
    reasonLegend: 'Pourquoi signalez-vous ce membre ?',
    reasons: {
      fake_profile: 'Faux profil',
      inappropriate_photos: 'Photos inappropriées',
      harassment: 'Harcèlement ou haine',
      spam: 'Spam ou arnaque',
      underage: 'Moins de 18 ans',
      offline_behaviour: 'Comportement lors de notre rencontre',
      other: 'Autre chose',
    },
    details: 'Que s’est-il passé ?',
    detailsRequired: 'Obligatoire pour « Autre chose ».',
    detailsOptional: 'Facultatif.',
    counter: (count, limit) => `${count} caractères sur ${limit}`,
    overLimit: (limit) => `${limit} caractères au maximum`,
    messagesLegend: (limit) => `Joindre des messages (${limit} au maximum)`,
    photo: 'Photo',
    chooseReason: 'Veuillez choisir un motif',
    describeOther: 'Veuillez nous dire ce qui s’est passé',
    send: 'Envoyer le signalement',
    cancel: 'Annuler',
    close: 'Fermer',
    thanks: 'Merci, nous avons bien reçu votre signalement.',
    recentTitle: 'Matchs récemment rompus',
    recentHint:
      'Les membres dont le match avec vous a pris fin ces 30 derniers jours. Vous pouvez encore les signaler.',
    recentEmpty: 'Personne ces 30 derniers jours.',
    unmatchedOn: 'Match rompu le {{date}}',
    report: 'Signaler',
    reported: 'Signalé',
  },
  sp: {
    title: 'Denunciar a {{name}}',
    offer: '¿Denunciar también a este miembro?',
    offerYes: 'Denunciar',
    offerNo: 'No, gracias',
    reasonLegend: '¿Por qué denuncias a este miembro?',
    reasons: {
      fake_profile: 'Perfil falso',
      inappropriate_photos: 'Fotos inapropiadas',
      harassment: 'Acoso u odio',
      spam: 'Spam o estafa',
      underage: 'Menor de 18 años',
      offline_behaviour: 'Comportamiento cuando nos vimos',
      other: 'Otra cosa',
    },
    details: '¿Qué pasó?',
    detailsRequired: 'Obligatorio para «Otra cosa».',
    detailsOptional: 'Opcional.',
    counter: (count, limit) => `${count} de ${limit} caracteres`,
    overLimit: (limit) => `Como máximo ${limit} caracteres`,
    messagesLegend: (limit) => `Adjuntar mensajes (como máximo ${limit})`,
    photo: 'Foto',
    chooseReason: 'Elige un motivo',
    describeOther: 'Cuéntanos qué pasó',
    send: 'Enviar denuncia',
    cancel: 'Cancelar',
    close: 'Cerrar',
    thanks: 'Gracias, hemos recibido tu denuncia.',
    recentTitle: 'Matches deshechos recientemente',
    recentHint:
      'Miembros cuyo match contigo terminó en los últimos 30 días. Aún puedes denunciarlos.',
    recentEmpty: 'Nadie en los últimos 30 días.',
    unmatchedOn: 'Match deshecho el {{date}}',
    report: 'Denunciar',
    reported: 'Denunciado',
  },
  ar: {
    title: 'الإبلاغ عن {{name}}',
    offer: 'هل تريد الإبلاغ عن هذا العضو أيضًا؟',
    offerYes: 'إبلاغ',
    offerNo: 'لا، شكرًا',
    reasonLegend: 'لماذا تبلغ عن هذا العضو؟',
    reasons: {
      fake_profile: 'ملف شخصي مزيف',
      inappropriate_photos: 'صور غير لائقة',
      harassment: 'تحرش أو كراهية',
      spam: 'رسائل مزعجة أو احتيال',
      underage: 'أقل من 18 عامًا',
      offline_behaviour: 'السلوك عند لقائنا',
      other: 'شيء آخر',
    },
    details: 'ماذا حدث؟',
    detailsRequired: 'مطلوب عند اختيار «شيء آخر».',
    detailsOptional: 'اختياري.',
    counter: (count, limit) => `${count} من ${limit} حرفًا`,
    overLimit: (limit) => `${limit} حرفًا على الأكثر`,
    messagesLegend: (limit) => `إرفاق رسائل (${limit} على الأكثر)`,
    photo: 'صورة',
    chooseReason: 'يرجى اختيار سبب',
    describeOther: 'يرجى إخبارنا بما حدث',
    send: 'إرسال البلاغ',
    cancel: 'إلغاء',
    close: 'إغلاق',
    thanks: 'شكرًا، لقد تلقينا بلاغك.',
    recentTitle: 'التطابقات المنتهية مؤخرًا',
    recentHint: 'الأعضاء الذين انتهى تطابقهم معك خلال آخر 30 يومًا. لا يزال بإمكانك الإبلاغ عنهم.',
    recentEmpty: 'لا أحد خلال آخر 30 يومًا.',
    unmatchedOn: 'انتهى التطابق في {{date}}',
    report: 'إبلاغ',
    reported: 'تم الإبلاغ',
  },
};
