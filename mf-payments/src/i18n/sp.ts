import type { PaymentsTexts } from './en';

export const sp: PaymentsTexts = {
  pages: {
    premiumPayment: 'Pago',
    boostPayment: 'Comprar impulsos',
    superlikePayment: 'Comprar súper me gusta',
  },
  checkout: {
    loading: 'Preparando el formulario seguro de tarjeta',
    buy: 'Comprar',
    paying: 'Pagando…',
    total: 'Total: {{price}} {{currency}}',
    noSelection: 'Elige primero un plan.',
    choosePlan: 'Elegir un plan',
    unavailable: 'Los pagos no están disponibles ahora. Inténtalo más tarde.',
  },
  sandboxCard: {
    notice:
      'Modo de prueba: no se cobra ninguna tarjeta. Usa una tarjeta de prueba del README de pagos.',
    cardNumber: 'Número de tarjeta',
    expiry: 'Vencimiento (MM/AA)',
    cvv: 'CVV',
    invalidNumber: 'Introduce un número de tarjeta de prueba, p. ej. 4111 1111 1111 1111',
    invalidExpiry: 'Introduce una fecha de vencimiento futura como MM/AA',
    invalidCvv: 'Introduce el CVV de 3 o 4 dígitos',
  },
  planPicker: {
    close: 'Cerrar',
    loading: 'Cargando los planes',
    noPlans: 'No hay planes disponibles',
  },
  boostPlans: {
    title: 'Sáltate la fila',
    intro: 'Sé el perfil principal de tu zona durante 30 minutos.',
    count: '{{count}} impulsos',
    continue: 'Impúlsame',
  },
  superlikePacks: {
    title: 'Sin Súper Me gusta',
    remaining: 'Te quedan {{count}} Súper Me gusta.',
    count: '{{count}} Súper Me gusta',
    continue: 'Continuar',
  },
  premiumPopup: {
    title: 'Hazte Premium',
    plans: 'Planes Premium',
    days: '{{count}} días',
    continue: 'Continuar',
    benefits: 'Ventajas Premium',
    previousBenefit: 'Ventaja anterior',
    nextBenefit: 'Ventaja siguiente',
    benefit: {
      superlikes: {
        title: '{{count}} Súper Me gusta gratis',
        text: 'Destaca con los Súper Me gusta',
      },
      boosts: {
        title: '{{count}} impulsos gratis',
        text: 'Sé el perfil principal de tu zona durante 30 minutos',
      },
      location: { title: 'Cambiar ubicación', text: 'Busca una ciudad y desliza allí' },
      likes: { title: 'Me gusta ilimitados', text: 'Da me gusta a quien quieras' },
      rewind: { title: 'Rebobinar', text: 'Deshaz tu último Me gusta o No' },
      seeLikes: { title: 'Mira a quién le gustas', text: 'Haz match con ellos al instante' },
      control: { title: 'Controla tu perfil', text: 'Oculta partes de tu perfil' },
      visitors: { title: 'Mira quién visitó tu perfil', text: 'Sabe quién te ha mirado' },
      ads: { title: 'Sin anuncios', text: 'Disfruta de la app sin anuncios' },
    },
  },
};
