import type { CallKind } from '@dating/contract/schemas';
import type { Language } from '@dating/contract/rules';
import { languageOrDefault } from '../../texts/memberTexts';

/** The incoming call's notification (a member with no open page), in the callee's language. */
const CALL_PUSH: Record<Language, Record<CallKind, string>> = {
  en: { voice: 'Incoming voice call', video: 'Incoming video call' },
  fr: { voice: 'Appel vocal entrant', video: 'Appel vidéo entrant' },
  sp: { voice: 'Llamada de voz entrante', video: 'Videollamada entrante' },
  ar: { voice: 'مكالمة صوتية واردة', video: 'مكالمة فيديو واردة' },
};

export function callPushBody(language: string | undefined, kind: CallKind): string {
  return CALL_PUSH[languageOrDefault(language)][kind];
}
