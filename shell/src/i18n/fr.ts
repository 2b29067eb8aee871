import type { ShellMessages } from './en';

export const fr: ShellMessages = {
  brand: {
    name: 'Dating',
  },
  language: {
    label: 'Langue',
  },
  welcome: {
    tagline: 'Rencontrez des personnes près de chez vous',
    carouselLabel: 'Points forts',
    slidePosition: '{{number}} sur {{total}}',
    goToSlide: 'Aller à la diapositive {{number}}',
    previousSlide: 'Diapositive précédente',
    nextSlide: 'Diapositive suivante',
    pause: 'Mettre le diaporama en pause',
    play: 'Lancer le diaporama',
    slides: {
      matches: {
        title: 'Des matchs près de chez vous',
        text: 'Découvrez qui est tout près et aimez les personnes que vous aimeriez rencontrer.',
      },
      swipe: {
        title: 'Balayez pour en voir plus',
        text: 'Aimez, super-aimez ou passez. Quand vous vous aimez tous les deux, c’est un match.',
      },
      nearby: {
        title: 'Trouvez les personnes près de vous',
        text: 'Discutez avec vos matchs et retrouvez-vous au coin de la rue.',
      },
    },
    loginWithMail: 'Se connecter par e-mail',
    termsPrefix: 'En continuant, vous acceptez nos',
    termsLink: 'Conditions générales',
  },
  login: {
    title: 'Connexion',
    soon: 'La connexion et l’inscription ouvriront bientôt sur cette page.',
    back: 'Retour à la page d’accueil',
  },
  notFound: {
    title: '404 page introuvable',
    text: 'Nous sommes désolés, mais la page que vous cherchez n’existe pas.',
    home: 'Aller à l’accueil',
  },
  remote: {
    loading: 'Chargement',
    failed: 'Cette partie de l’application n’a pas pu être chargée.',
    retry: 'Réessayer',
  },
  sidebar: {
    label: 'Menu principal',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    home: 'Personnes près de vous',
    visitors: 'Visiteurs',
    messages: 'Messages',
    superLikes: 'Super likes',
    likes: 'Likes',
    friends: 'Amis',
    feeds: 'Fil d’actualité',
    findNewPeople: 'Trouver de nouvelles personnes',
    explore: 'Explorer',
    profile: 'Profil',
    settings: 'Paramètres',
    help: 'Aide',
  },
  help: {
    title: 'Aide',
    helpLinks: 'Liens d’aide',
    termsOfCondition: 'Conditions générales',
    termsOfService: 'Conditions d’utilisation',
    faq: 'FAQ',
    pagesLabel: 'Pages d’aide',
    loadFailed: 'Les pages d’aide n’ont pas pu être chargées.',
    retry: 'Réessayer',
    noPages: 'Il n’y a pas encore de pages d’aide.',
    termsOfServiceText:
      'Ces conditions d’utilisation décriront comment utiliser l’application, ce que nous attendons de chaque membre et comment nous protégeons votre compte. Le texte complet arrive bientôt.',
    faqEntries: {
      account: {
        question: 'Comment créer un compte ?',
        answer:
          'Choisissez Se connecter par e-mail sur la page d’accueil, ouvrez l’onglet Inscription et suivez les étapes.',
      },
      premium: {
        question: 'Qu’apporte le premium ?',
        answer:
          'Des likes illimités, le retour arrière, voir qui vous aime et vous visite, changer de lieu et aucune publicité.',
      },
      safety: {
        question: 'Comment signaler quelqu’un ?',
        answer:
          'Ouvrez le profil du membre et choisissez Signaler. Notre équipe examine chaque signalement.',
      },
    },
    social: 'Suivez-nous',
    facebook: 'Facebook',
    google: 'Google',
    twitter: 'Twitter',
  },
};
