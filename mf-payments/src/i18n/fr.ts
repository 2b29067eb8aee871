import type { PaymentsTexts } from './en';

export const fr: PaymentsTexts = {
  pages: {
    premiumPayment: 'Paiement',
    boostPayment: 'Acheter des boosts',
    superlikePayment: 'Acheter des super likes',
  },
  checkout: {
    loading: 'Préparation du formulaire de carte sécurisé',
    buy: 'Acheter',
    paying: 'Paiement en cours…',
    total: 'Total : {{price}} {{currency}}',
    noSelection: "Choisissez d'abord une offre.",
    choosePlan: 'Choisir une offre',
    unavailable: 'Le paiement est indisponible pour le moment. Réessayez plus tard.',
  },
  sandboxCard: {
    notice:
      "Mode test : aucune carte n'est débitée. Utilisez une carte de test du README des paiements.",
    cardNumber: 'Numéro de carte',
    expiry: 'Expiration (MM/AA)',
    cvv: 'CVV',
    invalidNumber: 'Saisissez un numéro de carte de test, par ex. 4111 1111 1111 1111',
    invalidExpiry: "Saisissez une date d'expiration future au format MM/AA",
    invalidCvv: 'Saisissez le CVV à 3 ou 4 chiffres',
  },
  planPicker: {
    close: 'Fermer',
    loading: 'Chargement des offres',
    noPlans: 'Aucune offre disponible',
  },
  boostPlans: {
    title: 'Passez devant',
    intro: 'Soyez le premier profil de votre zone pendant 30 minutes.',
    count: '{{count}} Boosts',
    continue: 'Me booster',
  },
  superlikePacks: {
    title: 'Plus de Super Likes',
    remaining: 'Il vous reste {{count}} Super Likes.',
    count: '{{count}} Super Likes',
    continue: 'Continuer',
  },
  premiumPopup: {
    title: 'Devenir Premium',
    plans: 'Offres Premium',
    days: '{{count}} jours',
    continue: 'Continuer',
    benefits: 'Avantages Premium',
    previousBenefit: 'Avantage précédent',
    nextBenefit: 'Avantage suivant',
    benefit: {
      superlikes: {
        title: '{{count}} Super Likes offerts',
        text: 'Démarquez-vous avec les Super Likes',
      },
      boosts: {
        title: '{{count}} Boosts offerts',
        text: 'Soyez le premier profil de votre zone pendant 30 minutes',
      },
      location: { title: 'Changer de lieu', text: 'Cherchez une ville et swipez-y' },
      likes: { title: 'Likes illimités', text: 'Likez autant de personnes que vous voulez' },
      rewind: { title: 'Retour', text: 'Annulez votre dernier Like ou Non' },
      seeLikes: { title: 'Voir qui vous a liké', text: 'Matchez tout de suite' },
      control: { title: 'Contrôlez votre profil', text: 'Masquez des parties de votre profil' },
      visitors: { title: 'Voir qui a visité votre profil', text: 'Sachez qui vous a regardé' },
      ads: { title: 'Sans publicité', text: "Profitez de l'application sans publicité" },
    },
  },
};
