import type { ShellMessages } from './en';

export const sp: ShellMessages = {
  brand: {
    name: 'Dating',
  },
  language: {
    label: 'Idioma',
  },
  welcome: {
    tagline: 'Conoce gente cerca de ti',
    carouselLabel: 'Destacados',
    slidePosition: '{{number}} de {{total}}',
    goToSlide: 'Ir a la diapositiva {{number}}',
    previousSlide: 'Diapositiva anterior',
    nextSlide: 'Diapositiva siguiente',
    pause: 'Pausar la presentación',
    play: 'Reproducir la presentación',
    slides: {
      matches: {
        title: 'Coincidencias cerca de ti',
        text: 'Descubre quién está cerca y dale me gusta a las personas que te gustaría conocer.',
      },
      swipe: {
        title: 'Desliza para ver más',
        text: 'Me gusta, súper me gusta o pasar. Cuando os gustáis los dos, hay coincidencia.',
      },
      nearby: {
        title: 'Encuentra a la gente cerca de ti',
        text: 'Chatea con tus coincidencias y quedad a la vuelta de la esquina.',
      },
    },
    loginWithMail: 'Entrar con correo',
    termsPrefix: 'Al continuar aceptas nuestros',
    termsLink: 'Términos y condiciones',
  },
  login: {
    title: 'Iniciar sesión',
    soon: 'El inicio de sesión y el registro se abrirán pronto en esta página.',
    back: 'Volver a la página de bienvenida',
  },
  notFound: {
    title: '404 página no encontrada',
    text: 'Lo sentimos, pero la página que buscas no existe.',
    home: 'Ir a la página de inicio',
  },
  remote: {
    loading: 'Cargando',
    failed: 'No se pudo cargar esta parte de la aplicación.',
    retry: 'Reintentar',
  },
  sidebar: {
    label: 'Menú principal',
    openMenu: 'Abrir el menú',
    closeMenu: 'Cerrar el menú',
    home: 'Gente cerca de ti',
    visitors: 'Visitantes',
    messages: 'Mensajes',
    superLikes: 'Súper me gusta',
    likes: 'Me gusta',
    friends: 'Amigos',
    feeds: 'Novedades',
    findNewPeople: 'Encontrar gente nueva',
    explore: 'Explorar',
    profile: 'Perfil',
    settings: 'Ajustes',
    help: 'Ayuda',
  },
  help: {
    title: 'Ayuda',
    helpLinks: 'Enlaces de ayuda',
    termsOfCondition: 'Términos y condiciones',
    termsOfService: 'Términos del servicio',
    faq: 'Preguntas frecuentes',
    pagesLabel: 'Páginas de ayuda',
    loadFailed: 'No se pudieron cargar las páginas de ayuda.',
    retry: 'Reintentar',
    noPages: 'Todavía no hay páginas de ayuda.',
    termsOfServiceText:
      'Estos términos del servicio describirán cómo puedes usar la aplicación, qué esperamos de cada miembro y cómo cuidamos tu cuenta. El texto completo llegará pronto.',
    faqEntries: {
      account: {
        question: '¿Cómo creo una cuenta?',
        answer:
          'Elige Entrar con correo en la página de bienvenida, abre la pestaña Registro y sigue los pasos.',
      },
      premium: {
        question: '¿Qué añade el premium?',
        answer:
          'Me gusta ilimitados, rebobinar, ver quién te da me gusta y te visita, cambiar de ubicación y sin anuncios.',
      },
      safety: {
        question: '¿Cómo denuncio a alguien?',
        answer:
          'Abre el perfil del miembro y elige Denunciar. Nuestro equipo revisa cada denuncia.',
      },
    },
    social: 'Síguenos',
    facebook: 'Facebook',
    google: 'Google',
    twitter: 'Twitter',
  },
};
