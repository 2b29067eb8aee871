import type { DiscoveryTexts } from './en';

export const sp: DiscoveryTexts = {
  pages: {
    peopleNear: 'Personas cerca de ti',
    findNewPeople: 'Encontrar gente nueva',
    filter: 'Filtro',
    explore: 'Explorar',
    feeds: 'Novedades',
    visitors: 'Visitantes',
    friends: 'Amigos',
    superLikesReceived: 'Súper me gusta recibidos',
    likesReceived: 'Me gusta recibidos',
    memberProfile: 'Perfil del miembro',
  },
};
