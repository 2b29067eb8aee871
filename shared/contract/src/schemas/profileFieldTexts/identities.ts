import type { ProfileFieldTexts } from './profileFieldTexts';

/**
 * The identities' words in the product's four languages: the gender identities (a member's own,
 * and who they want to see, in the same words), the pronouns and the orientations. The values
 * themselves, and the spec's gender each identity reads as for older clients, are in
 * profileFields.ts (GENDER_IDENTITIES, PRONOUNS, ORIENTATIONS).
 */
export const genderIdentityTexts: ProfileFieldTexts = {
  en: {
    label: 'Gender identity',
    filterLabel: 'I want to see',
    options: {
      woman: 'Woman',
      man: 'Man',
      non_binary: 'Non-binary',
      trans_woman: 'Trans woman',
      trans_man: 'Trans man',
      genderqueer: 'Genderqueer',
      genderfluid: 'Genderfluid',
      agender: 'Agender',
      two_spirit: 'Two-Spirit',
      intersex: 'Intersex',
      other: 'Another identity',
    },
  },
  fr: {
    label: 'Identité de genre',
    filterLabel: 'Je veux voir',
    options: {
      woman: 'Femme',
      man: 'Homme',
      non_binary: 'Non-binaire',
      trans_woman: 'Femme trans',
      trans_man: 'Homme trans',
      genderqueer: 'Genderqueer',
      genderfluid: 'Genderfluid',
      agender: 'Agenre',
      two_spirit: 'Bispirituel·le',
      intersex: 'Intersexe',
      other: 'Autre identité',
    },
  },
  sp: {
    label: 'Identidad de género',
    filterLabel: 'Quiero ver',
    options: {
      woman: 'Mujer',
      man: 'Hombre',
      non_binary: 'No binario',
      trans_woman: 'Mujer trans',
      trans_man: 'Hombre trans',
      genderqueer: 'Género queer',
      genderfluid: 'Género fluido',
      agender: 'Agénero',
      two_spirit: 'Dos espíritus',
      intersex: 'Intersexual',
      other: 'Otra identidad',
    },
  },
  ar: {
    label: 'الهوية الجندرية',
    filterLabel: 'أريد أن أرى',
    options: {
      woman: 'امرأة',
      man: 'رجل',
      non_binary: 'لاثنائي الجندر',
      trans_woman: 'امرأة عابرة',
      trans_man: 'رجل عابر',
      genderqueer: 'كوير الجندر',
      genderfluid: 'سائل الجندر',
      agender: 'لاجندري',
      two_spirit: 'ثنائي الروح',
      intersex: 'حامل لصفات الجنسين',
      other: 'هوية أخرى',
    },
  },
};

export const pronounsTexts: ProfileFieldTexts = {
  en: {
    label: 'Pronouns',
    nextStep: 'Add your pronouns',
    options: {
      she_her: 'she/her',
      he_him: 'he/him',
      they_them: 'they/them',
      any_pronouns: 'any pronouns',
      ask_me: 'ask me',
    },
  },
  fr: {
    label: 'Pronoms',
    nextStep: 'Ajoutez vos pronoms',
    options: {
      she_her: 'elle',
      he_him: 'il',
      they_them: 'iel',
      any_pronouns: 'tous les pronoms',
      ask_me: 'demandez-moi',
    },
  },
  sp: {
    label: 'Pronombres',
    nextStep: 'Añade tus pronombres',
    options: {
      she_her: 'ella',
      he_him: 'él',
      they_them: 'elle',
      any_pronouns: 'cualquier pronombre',
      ask_me: 'pregúntame',
    },
  },
  ar: {
    label: 'الضمائر',
    nextStep: 'أضف ضمائرك',
    options: {
      she_her: 'هي',
      he_him: 'هو',
      they_them: 'هم',
      any_pronouns: 'أي ضمير',
      ask_me: 'اسألني',
    },
  },
};

export const orientationTexts: ProfileFieldTexts = {
  en: {
    label: 'Sexual orientation',
    filterLabel: 'Orientation is any of',
    options: {
      straight: 'Straight',
      gay: 'Gay',
      lesbian: 'Lesbian',
      bisexual: 'Bisexual',
      pansexual: 'Pansexual',
      asexual: 'Asexual',
      demisexual: 'Demisexual',
      queer: 'Queer',
      questioning: 'Questioning',
    },
  },
  fr: {
    label: 'Orientation sexuelle',
    filterLabel: 'Orientation parmi',
    options: {
      straight: 'Hétéro',
      gay: 'Gay',
      lesbian: 'Lesbienne',
      bisexual: 'Bisexuel·le',
      pansexual: 'Pansexuel·le',
      asexual: 'Asexuel·le',
      demisexual: 'Demisexuel·le',
      queer: 'Queer',
      questioning: 'En questionnement',
    },
  },
  sp: {
    label: 'Orientación sexual',
    filterLabel: 'Orientación entre',
    options: {
      straight: 'Heterosexual',
      gay: 'Gay',
      lesbian: 'Lesbiana',
      bisexual: 'Bisexual',
      pansexual: 'Pansexual',
      asexual: 'Asexual',
      demisexual: 'Demisexual',
      queer: 'Queer',
      questioning: 'Explorando',
    },
  },
  ar: {
    label: 'التوجه الجنسي',
    filterLabel: 'التوجه أحد هذه',
    options: {
      straight: 'مغاير',
      gay: 'مثلي',
      lesbian: 'مثلية',
      bisexual: 'ثنائي الميول',
      pansexual: 'شامل الميول',
      asexual: 'لاجنسي',
      demisexual: 'نصف لاجنسي',
      queer: 'كوير',
      questioning: 'أستكشف ميولي',
    },
  },
};
