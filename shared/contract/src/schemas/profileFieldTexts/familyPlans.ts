import type { ProfileFieldTexts } from './profileFieldTexts';

export const familyPlansTexts: ProfileFieldTexts = {
  en: {
    label: 'Family plans',
    nextStep: 'Share your family plans',
    options: {
      want_children: 'Want children',
      dont_want_children: 'Don’t want children',
      open_to_children: 'Open to children',
      have_and_want_more: 'Have children and want more',
      have_and_dont_want_more: 'Have children and don’t want more',
      prefer_not_to_say: 'Prefer not to say',
    },
  },
  fr: {
    label: 'Projets familiaux',
    nextStep: 'Indiquez vos projets familiaux',
    options: {
      want_children: 'Veut des enfants',
      dont_want_children: 'Ne veut pas d’enfants',
      open_to_children: 'Ouvert·e à en avoir',
      have_and_want_more: 'A des enfants et en veut d’autres',
      have_and_dont_want_more: 'A des enfants et n’en veut pas d’autres',
      prefer_not_to_say: 'Préfère ne pas le dire',
    },
  },
  sp: {
    label: 'Planes familiares',
    nextStep: 'Comparte tus planes familiares',
    options: {
      want_children: 'Quiere hijos',
      dont_want_children: 'No quiere hijos',
      open_to_children: 'Abierto/a a tener hijos',
      have_and_want_more: 'Tiene hijos y quiere más',
      have_and_dont_want_more: 'Tiene hijos y no quiere más',
      prefer_not_to_say: 'Prefiere no decirlo',
    },
  },
  ar: {
    label: 'خطط العائلة',
    nextStep: 'شارك خططك للعائلة',
    options: {
      want_children: 'يريد أطفالًا',
      dont_want_children: 'لا يريد أطفالًا',
      open_to_children: 'منفتح على إنجاب الأطفال',
      have_and_want_more: 'لديه أطفال ويريد المزيد',
      have_and_dont_want_more: 'لديه أطفال ولا يريد المزيد',
      prefer_not_to_say: 'يفضل عدم القول',
    },
  },
};
