import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@dating/contract/rules';
import { messageKeyOf } from '@dating/contract/messages';
import { arMessages } from '@dating/contract/messages/ar';
import { enMessages } from '@dating/contract/messages/en';
import { frMessages } from '@dating/contract/messages/fr';
import { spMessages } from '@dating/contract/messages/sp';

/**
 * What the server itself writes to a member, in each language: the digest e-mail and its
 * unsubscribe pages, and the notifications. Chosen by the member's stored language (the
 * receiver's, not the language of whoever caused the text).
 */
export interface MemberTexts {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  newMatches: string;
  sayHello: string;
  unreadMessages: string;
  /** 'Cleo, 3 unread messages' */
  unreadFrom: (name: string, count: number) => string;
  openChat: string;
  oncePerDay: string;
  unsubscribe: string;
  settings: string;
  pageTitle: string;
  pageQuestion: string;
  pageButton: string;
  pageDone: string;
  likePushTitle: string;
  likePushBody: string;
  superLikePushTitle: string;
  /** 'Cleo super liked you' */
  superLikePushBody: (name: string) => string;
  matchPushTitle: string;
  /** 'You and Cleo like each other' */
  matchPushBody: (name: string) => string;
  /** A profile photo refused after its upload was answered; the body says why. */
  photoRefusedPushTitle: string;
  /** Your Turn's closing message, sent as the member before their match ends. */
  kindClosingMessage: string;
}

/** A stored or asked language, or the default one when it names none the product ships. */
export function languageOrDefault(language: string | undefined): Language {
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

const MESSAGE_TEXTS: Record<Language, typeof enMessages> = {
  en: enMessages,
  fr: frMessages,
  sp: spMessages,
  ar: arMessages,
};

/** A `MESSAGES` text (a server answer's) in a language, as the apps show it. */
export function messageIn(language: Language, text: string): string {
  const key = messageKeyOf(text);
  return key ? MESSAGE_TEXTS[language][key] : text;
}

/** The texts in a member's stored language. */
export function memberTexts(language: string | undefined): MemberTexts {
  return MEMBER_TEXTS[languageOrDefault(language)];
}

export const MEMBER_TEXTS: Record<Language, MemberTexts> = {
  en: {
    subject: 'New matches and messages are waiting for you',
    greeting: (name) => `Hello ${name},`,
    intro: 'Here is what happened while you were away.',
    newMatches: 'New matches:',
    sayHello: 'Say hello:',
    unreadMessages: 'Unread messages:',
    unreadFrom: (name, count) => `${name}, ${count} unread message${count === 1 ? '' : 's'}`,
    openChat: 'Open the chat:',
    oncePerDay: 'We send this e-mail at most once a day.',
    unsubscribe: 'Stop these e-mails:',
    settings: 'Choose which e-mails you get in Settings:',
    pageTitle: 'E-mail notifications',
    pageQuestion: 'Stop the e-mails about new matches and unread messages?',
    pageButton: 'Unsubscribe',
    pageDone:
      'You are unsubscribed: you will not get these e-mails any more. You can turn them back on in Settings.',
    likePushTitle: 'New Like',
    likePushBody: 'Someone liked you',
    superLikePushTitle: 'New Super Like',
    superLikePushBody: (name) => `${name} super liked you`,
    matchPushTitle: "It's a Match!",
    matchPushBody: (name) => `You and ${name} like each other`,
    photoRefusedPushTitle: 'Photo not added',
    kindClosingMessage:
      "Thanks for chatting! I don't think we're a match, and I wish you the best.",
  },
  fr: {
    subject: 'De nouveaux matchs et messages vous attendent',
    greeting: (name) => `Bonjour ${name},`,
    intro: 'Voici ce qui s’est passé pendant votre absence.',
    newMatches: 'Nouveaux matchs :',
    sayHello: 'Dites bonjour :',
    unreadMessages: 'Messages non lus :',
    unreadFrom: (name, count) =>
      `${name}, ${count} message${count === 1 ? '' : 's'} non lu${count === 1 ? '' : 's'}`,
    openChat: 'Ouvrir la discussion :',
    oncePerDay: 'Nous envoyons cet e-mail au plus une fois par jour.',
    unsubscribe: 'Ne plus recevoir ces e-mails :',
    settings: 'Choisissez les e-mails que vous recevez dans les paramètres :',
    pageTitle: 'Notifications par e-mail',
    pageQuestion: 'Ne plus recevoir les e-mails sur les nouveaux matchs et les messages non lus ?',
    pageButton: 'Se désabonner',
    pageDone:
      'Vous êtes désabonné : vous ne recevrez plus ces e-mails. Vous pouvez les réactiver dans les paramètres.',
    likePushTitle: 'Nouveau like',
    likePushBody: 'Quelqu’un vous a liké',
    superLikePushTitle: 'Nouveau super like',
    superLikePushBody: (name) => `${name} vous a envoyé un super like`,
    matchPushTitle: 'C’est un match !',
    matchPushBody: (name) => `${name} et vous, vous vous plaisez mutuellement`,
    photoRefusedPushTitle: 'Photo non ajoutée',
    kindClosingMessage:
      'Merci pour cet échange ! Je ne pense pas que nous soyons un bon match, et je te souhaite le meilleur.',
  },
  sp: {
    subject: 'Tienes nuevos matches y mensajes esperándote',
    greeting: (name) => `Hola, ${name}:`,
    intro: 'Esto es lo que pasó mientras no estabas.',
    newMatches: 'Nuevos matches:',
    sayHello: 'Saluda:',
    unreadMessages: 'Mensajes sin leer:',
    unreadFrom: (name, count) => `${name}, ${count} mensaje${count === 1 ? '' : 's'} sin leer`,
    openChat: 'Abrir el chat:',
    oncePerDay: 'Te enviamos este correo como mucho una vez al día.',
    unsubscribe: 'Dejar de recibir estos correos:',
    settings: 'Elige qué correos recibes en Ajustes:',
    pageTitle: 'Notificaciones por correo',
    pageQuestion: '¿Dejar de recibir correos sobre nuevos matches y mensajes sin leer?',
    pageButton: 'Darme de baja',
    pageDone:
      'Te has dado de baja: ya no recibirás estos correos. Puedes volver a activarlos en Ajustes.',
    likePushTitle: 'Nuevo me gusta',
    likePushBody: 'Le gustas a alguien',
    superLikePushTitle: 'Nuevo super like',
    superLikePushBody: (name) => `${name} te ha dado un super like`,
    matchPushTitle: '¡Es un match!',
    matchPushBody: (name) => `A ${name} y a ti os gustáis mutuamente`,
    photoRefusedPushTitle: 'Foto no añadida',
    kindClosingMessage:
      '¡Gracias por la conversación! No creo que seamos un buen match, y te deseo lo mejor.',
  },
  ar: {
    subject: 'لديك تطابقات ورسائل جديدة بانتظارك',
    greeting: (name) => `مرحبًا ${name}،`,
    intro: 'إليك ما حدث أثناء غيابك.',
    newMatches: 'تطابقات جديدة:',
    sayHello: 'ألقِ التحية:',
    unreadMessages: 'رسائل غير مقروءة:',
    unreadFrom: (name, count) => `${name}، رسائل غير مقروءة: ${count}`,
    openChat: 'افتح المحادثة:',
    oncePerDay: 'نرسل هذه الرسالة مرة واحدة في اليوم على الأكثر.',
    unsubscribe: 'إيقاف هذه الرسائل:',
    settings: 'اختر الرسائل التي تصلك من الإعدادات:',
    pageTitle: 'إشعارات البريد الإلكتروني',
    pageQuestion: 'هل تريد إيقاف الرسائل عن التطابقات الجديدة والرسائل غير المقروءة؟',
    pageButton: 'إلغاء الاشتراك',
    pageDone: 'تم إلغاء اشتراكك: لن تصلك هذه الرسائل بعد الآن. يمكنك إعادة تفعيلها من الإعدادات.',
    likePushTitle: 'إعجاب جديد',
    likePushBody: 'أُعجب بك أحدهم',
    superLikePushTitle: 'إعجاب فائق جديد',
    superLikePushBody: (name) => `أرسل لك ${name} إعجابًا فائقًا`,
    matchPushTitle: 'إنه تطابق!',
    matchPushBody: (name) => `أنت و${name} معجبان ببعضكما`,
    photoRefusedPushTitle: 'لم تُضَف الصورة',
    kindClosingMessage: 'شكرًا على المحادثة! لا أظن أن بيننا تطابقًا، وأتمنى لك كل التوفيق.',
  },
};
