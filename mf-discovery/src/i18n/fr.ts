import type { DiscoveryTexts } from './en';

export const fr: DiscoveryTexts = {
  pages: {
    peopleNear: 'Personnes près de vous',
    findNewPeople: 'Trouver de nouvelles personnes',
    filter: 'Filtre',
    explore: 'Explorer',
    feeds: "Fil d'actualité",
    visitors: 'Visiteurs',
    friends: 'Amis',
    superLikesReceived: 'Super likes reçus',
    likesReceived: 'Likes reçus',
    memberProfile: 'Profil du membre',
  },
};
