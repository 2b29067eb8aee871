import type { TranslatedLanguage } from '../../db/schema';

type HelpPageTexts = Readonly<Record<number, { title: string; description: string }>>;

/** DEFAULT_HELP_PAGES in fr, sp and ar, by page id; the same structure as the English HTML. */
export const DEFAULT_HELP_PAGE_TRANSLATIONS: Readonly<Record<TranslatedLanguage, HelpPageTexts>> = {
  fr: {
    1: {
      title: 'Conditions générales',
      description: `
<p>Ces conditions s'appliquent chaque fois que vous utilisez ce service de rencontre. En créant
un compte, vous les acceptez.</p>
<h3>Qui peut s'inscrire</h3>
<p>Vous devez avoir au moins 18 ans. Une personne détient un seul compte, et ce que vous dites
de vous (nom, date de naissance, genre, photos) doit être vrai.</p>
<h3>Votre comportement</h3>
<ul>
  <li>Soyez respectueux. Le harcèlement, les menaces, les discours de haine et les pressions sont
  interdits.</li>
  <li>Ne publiez que des photos de vous, sans nudité, sans violence et sans rien d'illégal.</li>
  <li>Ne faites pas de publicité, ne demandez pas d'argent et n'utilisez pas le service pour une
  activité commerciale.</li>
  <li>Ne vous faites pas passer pour quelqu'un d'autre.</li>
</ul>
<p>Avant l'envoi d'un message qui semble blessant, l'application demande à son auteur s'il est
sûr de lui, et son destinataire peut le signaler d'un geste. Les membres peuvent se signaler et
se bloquer.</p>
<h3>Modération</h3>
<p>Nos modérateurs examinent les signalements. Quand un compte enfreint ces conditions, ils
peuvent avertir le membre par e-mail, retirer une photo, suspendre le compte pour un nombre de
jours ou le bannir. Un membre suspendu ou banni est déconnecté aussitôt et, à la connexion, on
lui dit pourquoi et, pour une suspension, jusqu'à quand. Chaque action d'un modérateur est
enregistrée avec son motif.</p>
<h3>Vos contenus</h3>
<p>Vous gardez les droits sur vos photos et vos textes. Vous nous autorisez à les montrer aux
autres membres tant que votre compte existe, comme le décrit la Politique de confidentialité.</p>
<h3>Gratuit et premium</h3>
<p>Tout membre peut liker, super liker, matcher et discuter ; un membre gratuit dispose d'un
nombre de likes par jour. Le premium s'achète pour un nombre de jours et ajoute les likes
illimités, le retour en arrière, voir qui vous a liké et qui vous a rendu visite, changer de
lieu, masquer votre âge, votre lieu ou tout votre profil, et l'absence de publicités ; certaines
formules incluent des super likes et des boosts. Les boosts (30 minutes parmi les premiers
profils vus près de chez vous) et les packs de super likes se vendent aussi séparément.</p>
<h3>Paiements</h3>
<p>Vous payez par carte via Braintree, un service de PayPal. Le prix est affiché avant le
paiement. Les jours premium commencent à l'achat, ou s'ajoutent au premium qu'il vous reste. Les
super likes et boosts non utilisés restent sur votre compte jusqu'à ce que vous les utilisiez.</p>
<h3>Fermer votre compte</h3>
<p>Dans les Paramètres, vous pouvez désactiver votre compte (il est masqué jusqu'à votre
prochaine connexion) ou le supprimer définitivement avec votre mot de passe. La suppression met
aussi fin aux jours premium, boosts et super likes qu'il vous reste.</p>
<h3>Aucune garantie</h3>
<p>Nous ne vérifions ni l'identité ni les antécédents des membres et ne pouvons pas répondre du
comportement de quiconque. Le service est fourni en l'état, dans la mesure permise par la loi.
Quand ces conditions changent, le nouveau texte est publié ici.</p>
`,
    },
    2: {
      title: 'Conseils de sécurité',
      description: `
<p>La plupart des personnes ici cherchent la même chose que vous. Ces habitudes rendent les
rencontres plus sûres.</p>
<h3>Pendant que vous discutez</h3>
<ul>
  <li>Gardez la conversation dans l'application jusqu'à ce que vous ayez confiance. Ne donnez pas
  trop tôt votre adresse, votre lieu de travail ou vos coordonnées bancaires.</li>
  <li>N'envoyez jamais d'argent, de cartes cadeaux ni de codes à quelqu'un que vous n'avez pas
  rencontré, quelle que soit son histoire.</li>
  <li>Un appel vidéo, sur une application de confiance, est le moyen le plus simple de vérifier
  qu'une personne ressemble à ses photos.</li>
  <li>L'application ne montre jamais votre position exacte : les membres voient le lieu choisi et
  une distance en kilomètres entiers, et un membre premium peut masquer même cela.</li>
</ul>
<h3>Lors de la rencontre</h3>
<ul>
  <li>Retrouvez-vous dans un lieu public fréquenté, et organisez vous-même votre trajet aller et
  retour.</li>
  <li>Dites à un proche où vous allez, avec qui, et quand vous pensez rentrer.</li>
  <li>Gardez un œil sur votre verre et vos affaires.</li>
  <li>Partez dès que vous êtes mal à l'aise ; vous ne devez d'explication à personne.</li>
</ul>
<h3>Des messages plus bienveillants</h3>
<p>Quand un message que vous écrivez semble blessant, l'application demande <strong>Êtes-vous
sûr ?</strong> avant de l'envoyer : vous pouvez le modifier ou l'envoyer quand même. Quand vous
recevez un tel message, l'application demande <strong>Ce message vous dérange-t-il ?</strong> :
un geste sur <strong>Signaler</strong> envoie un signalement avec le message joint, ou répondez
<strong>Non, ça va</strong>.</p>
<h3>Bloquer</h3>
<p>Bloquez quelqu'un depuis son profil, sa carte ou votre conversation. Un blocage vous cache
l'un à l'autre partout dans l'application (listes de personnes, likes, visiteurs, actualités,
amis et messages), et aucun de vous ne peut plus écrire à l'autre. Les Paramètres listent les
membres que vous avez bloqués, avec Débloquer. Dans une conversation, le menu permet aussi
d'effacer la conversation ou de retirer la personne de vos amis.</p>
<h3>Signaler</h3>
<p><strong>Signaler l'utilisateur</strong>, sur un profil ou dans une conversation, demande un
motif : faux
profil, photos inappropriées, harcèlement ou haine, spam ou arnaque, moins de 18 ans,
comportement lors de votre rencontre, ou autre chose que vous décrivez. Depuis une conversation, vous pouvez joindre certains
de ses messages. Pendant 30 jours après la fin d'un match, vous pouvez encore signaler la
personne : la retirer de vos amis le propose, et les listes Amis et Messages en gardent le
moyen. Les
modérateurs examinent chaque signalement et peuvent avertir le membre, retirer une photo,
suspendre ou bannir le compte. On vous dit que votre signalement a été reçu, pas ce qui a été
fait, et le membre ne sait jamais qui l'a signalé. En cas d'urgence, appelez d'abord le numéro
d'urgence local.</p>
`,
    },
    3: {
      title: 'Politique de confidentialité',
      description: `
<p>Cette politique dit ce que l'application conserve sur vous, qui voit quoi, et comment
l'effacer.</p>
<h3>Ce que nous conservons</h3>
<ul>
  <li>Compte : votre nom, votre adresse e-mail, votre date de naissance, votre genre et votre
  langue, et votre mot de passe uniquement sous forme d'empreinte salée, impossible à
  retransformer en mot de passe.</li>
  <li>Profil : photos, bio, métier, entreprise, école, centres d'intérêt, ce que vous cherchez,
  vos filtres et vos paramètres.</li>
  <li>Lieu : le lieu que vous choisissez dans la liste, avec ses coordonnées.</li>
  <li>Activité : likes, super likes, refus, matchs et la date de fin d'un match, visites de
  profil, signalements (avec leur motif, leurs détails et les messages joints), blocages,
  messages et images des conversations (un message qui semblait blessant est marqué comme tel),
  et actualités.</li>
  <li>Achats : ce que vous avez acheté, son prix et sa date. Vos données de carte vont à
  Braintree et n'atteignent jamais nos serveurs.</li>
  <li>Connexion : une session par navigateur, qui prend fin à la déconnexion, après 30 jours sans
  utilisation et au plus tard après 180 jours, et les tentatives de connexion récentes, pour
  empêcher de deviner les mots de passe.</li>
  <li>Notifications, si vous les autorisez : l'adresse push de votre navigateur, pour vous
  prévenir des nouveaux messages et likes quand l'application est fermée.</li>
</ul>
<h3>Ce que voient les autres membres</h3>
<p>Votre nom, votre âge, vos photos, vos centres d'intérêt, votre bio, votre métier, votre
entreprise et votre école, et le lieu choisi avec une distance en kilomètres entiers. Les
distances sont mesurées entre des positions arrondies à une grille d'environ 1 km, et personne ne
reçoit jamais vos coordonnées. Les membres premium peuvent masquer leur âge, leur lieu ou tout
leur profil (Invisible). Vos matchs voient les changements de votre profil dans leurs Actualités,
sauf si vous les désactivez dans les Paramètres. Les membres gratuits ne voient qui les a likés
ou visités que sous forme de photos floutées. Votre adresse e-mail et votre mot de passe ne sont
jamais montrés.</p>
<h3>Ce que voient les modérateurs</h3>
<p>Les modérateurs font partie de notre équipe. Pour un signalement, ils voient qui l'a fait, son
motif et ses détails, les messages que son auteur a joints (aucun autre message de la
conversation), et le profil et les photos du membre signalé. Chacune de leurs actions est
enregistrée : qui a fait quoi, quand et pourquoi.</p>
<h3>Messages des conversations</h3>
<p>Le texte de chaque message est comparé sur notre serveur à des listes de mots injurieux avant
son envoi. Quand un message est retenu pour demander <em>Êtes-vous sûr ?</em>, seule une
empreinte en est gardée, pendant 10 minutes, pour que le renvoyer passe.</p>
<h3>Photos</h3>
<p>Chaque photo est réencodée lors de l'envoi, ce qui retire le lieu, l'appareil et les autres
données cachées que les photos contiennent souvent.</p>
<h3>E-mail</h3>
<p>Nous vous envoyons des codes, pour confirmer votre adresse à l'inscription et pour
réinitialiser votre mot de passe, et, si un modérateur vous avertit, l'avertissement avec son
motif.</p>
<h3>Dans votre navigateur</h3>
<p>L'application garde votre session et vos choix (langue, formule choisie) dans le stockage de
votre navigateur, et deux cookies : si vous êtes connecté, et votre langue. Les publicités sont
celles de l'application ; il n'y a pas de régie publicitaire. Le formulaire de paiement est celui
de Braintree, et la connexion avec Facebook celle de Facebook, chacun sous sa propre
politique.</p>
<h3>Vos choix</h3>
<ul>
  <li>Modifiez votre profil et vos paramètres à tout moment.</li>
  <li>Désactivez les notifications de messages et de likes dans les Paramètres.</li>
  <li>Désactivez votre compte : votre profil est masqué jusqu'à votre prochaine connexion.</li>
  <li>Supprimez votre compte : votre profil, vos photos, likes, matchs, visites, signalements,
  blocages, actualités, sessions et les jours premium, boosts et super likes restants sont
  effacés aussitôt. Vos matchs gardent la conversation qu'ils ont eue avec vous, marquée comme
  venant d'un compte supprimé, la trace de vos paiements est conservée sans votre nom, comme la
  comptabilité l'exige, et la trace des actions des modérateurs concernant votre compte reste,
  avec leur motif.</li>
</ul>
<p>Nous ne vendons pas vos données personnelles.</p>
`,
    },
    4: {
      title: 'FAQ',
      description: `
<p>Les réponses aux questions les plus fréquentes.</p>
<h3>Comment fonctionnent les matchs ?</h3>
<p>Likez quelqu'un avec le cœur (ou en glissant vers la droite). Si la personne vous like aussi,
c'est un match et vous pouvez discuter.</p>
<h3>Qu'est-ce qu'un super like ?</h3>
<p>Un super like dit à quelqu'un qu'il vous intéresse particulièrement ; il apparaît dans sa
liste de super likes. Les super likes s'achètent en packs et viennent avec certaines formules
premium.</p>
<h3>À quoi sert un boost ?</h3>
<p>Pendant 30 minutes, votre profil fait partie des premiers que voient les personnes près de
chez vous.</p>
<h3>Combien de likes puis-je donner ?</h3>
<p>Les membres gratuits ont un nombre de likes par jour, et l'application indique quand il est
épuisé. Les membres premium n'ont pas de limite.</p>
<h3>Qu'apporte le premium ?</h3>
<p>Les likes illimités, le retour en arrière, voir qui vous a liké et qui vous a rendu visite,
changer de lieu, masquer votre âge, votre lieu ou votre profil, et l'absence de publicités.
Certaines formules incluent des super likes et des boosts.</p>
<h3>Puis-je annuler un swipe ?</h3>
<p>Les membres premium peuvent annuler leur dernier like ou refus, une fois.</p>
<h3>Pourquoi je ne vois personne près de moi ?</h3>
<p>Élargissez la distance ou la tranche d'âge dans Filtre, choisissez plus d'objectifs, ou
(premium) changez de lieu.</p>
<h3>Comment masquer mon profil ?</h3>
<p>Les membres premium peuvent activer <em>Me rendre invisible</em> dans les Paramètres : seuls
vos matchs et les personnes que vous avez swipées peuvent encore ouvrir votre profil, et vous
pouvez continuer à discuter.</p>
<h3>Comment bloquer ou signaler quelqu'un ?</h3>
<p>Bloquez depuis son profil, sa carte ou votre conversation ; les Paramètres listent les membres
que vous avez bloqués, avec Débloquer. Signaler l'utilisateur, sur un profil ou dans une
conversation, demande un motif, et dans une conversation vous pouvez joindre certains de ses messages. Pendant 30 jours
après la fin d'un match, vous pouvez encore signaler la personne, en la retirant de vos amis ou
depuis les listes Amis et Messages.</p>
<h3>Que se passe-t-il après un signalement ?</h3>
<p>Nos modérateurs examinent les signalements et peuvent avertir le membre, retirer une photo,
suspendre ou bannir le compte. Nous vous disons que votre signalement a été reçu, pas ce qui a
été fait, et nous ne disons jamais au membre qui l'a signalé.</p>
<h3>Pourquoi l'application a-t-elle demandé « Êtes-vous sûr ? » ?</h3>
<p>Votre message semblait blessant. Vous pouvez le modifier ou l'envoyer quand même. Son
destinataire voit « Ce message vous dérange-t-il ? » et peut le signaler d'un geste.</p>
<h3>Comment arrêter les notifications ?</h3>
<p>Désactivez la notification de messages ou de likes dans les Paramètres, ou bloquez les
notifications de l'application dans votre navigateur.</p>
<h3>Comment supprimer mon compte ?</h3>
<p>Ouvrez les Paramètres, choisissez Supprimer le compte et confirmez avec votre mot de passe.
Pour faire une pause, choisissez plutôt Désactiver le compte : vous reconnecter fait revenir
votre profil.</p>
`,
    },
  },
  sp: {
    1: {
      title: 'Términos y condiciones',
      description: `
<p>Estos términos se aplican siempre que usas este servicio de citas. Al crear una cuenta los
aceptas.</p>
<h3>Quién puede unirse</h3>
<p>Debes tener al menos 18 años. Cada persona tiene una sola cuenta, y lo que dices de ti
(nombre, fecha de nacimiento, género, fotos) debe ser verdad.</p>
<h3>Cómo tratas a los demás</h3>
<ul>
  <li>Sé respetuoso. No se permiten el acoso, las amenazas, los discursos de odio ni las
  presiones.</li>
  <li>Publica solo fotos tuyas, sin desnudos, sin violencia y sin nada ilegal.</li>
  <li>No hagas publicidad, no pidas dinero ni uses el servicio para ningún negocio.</li>
  <li>No te hagas pasar por otra persona.</li>
</ul>
<p>Antes de enviar un mensaje que parece hiriente, la aplicación pregunta a quien lo escribe si
está seguro, y quien lo recibe puede denunciarlo con un toque. Los miembros pueden denunciarse y
bloquearse entre sí.</p>
<h3>Moderación</h3>
<p>Nuestros moderadores revisan las denuncias. Cuando una cuenta incumple estos términos, pueden
advertir al miembro por correo electrónico, retirar una foto, suspender la cuenta durante un
número de días o cancelarla de forma definitiva. Un miembro con la cuenta suspendida o cancelada
pierde su sesión al momento y, al iniciar sesión, se le dice el motivo y, si es una suspensión,
hasta cuándo dura. Cada acción de un moderador queda registrada con su motivo.</p>
<h3>Tu contenido</h3>
<p>Conservas los derechos sobre tus fotos y textos. Nos permites mostrarlos a otros miembros
mientras tu cuenta exista, como describe la Política de privacidad.</p>
<h3>Gratis y premium</h3>
<p>Todo miembro puede dar me gusta, súper me gusta, hacer match y chatear; un miembro gratuito
tiene un número de me gusta al día. Premium se compra por un número de días y añade me gusta
ilimitados, deshacer, ver a quién le gustas y quién te visitó, cambiar tu ubicación, ocultar tu
edad, tu ubicación o todo tu perfil, y sin anuncios; algunos planes incluyen súper me gusta y
boosts. Los boosts (30 minutos entre los primeros perfiles que se ven cerca de ti) y los packs
de súper me gusta también se venden por separado.</p>
<h3>Pagos</h3>
<p>Pagas con tarjeta a través de Braintree, un servicio de PayPal. El precio se muestra antes de
pagar. Los días premium empiezan al comprarlos, o se suman al premium que aún tengas. Los súper
me gusta y boosts que no hayas usado siguen en tu cuenta hasta que los uses.</p>
<h3>Cerrar tu cuenta</h3>
<p>En Ajustes puedes desactivar tu cuenta (queda oculta hasta que vuelvas a iniciar sesión) o
eliminarla para siempre con tu contraseña. Eliminarla también termina los días premium, boosts y
súper me gusta que te queden.</p>
<h3>Sin garantía</h3>
<p>No comprobamos la identidad ni los antecedentes de los miembros y no podemos responder por la
conducta de nadie. El servicio se ofrece tal cual, en la medida que permita la ley. Cuando estos
términos cambien, el nuevo texto se publicará aquí.</p>
`,
    },
    2: {
      title: 'Consejos de seguridad',
      description: `
<p>La mayoría de las personas aquí buscan lo mismo que tú. Estos hábitos hacen que conocerlas
sea seguro.</p>
<h3>Mientras chateas</h3>
<ul>
  <li>Mantén la conversación en la aplicación hasta que confíes en la persona. No compartas
  pronto tu dirección, tu lugar de trabajo ni tus datos bancarios.</li>
  <li>Nunca envíes dinero, tarjetas regalo ni códigos a alguien que no conoces en persona, sea
  cual sea la historia.</li>
  <li>Una videollamada, en una aplicación de confianza, es la forma más fácil de comprobar que
  alguien se parece a sus fotos.</li>
  <li>La aplicación nunca muestra tu posición exacta: los miembros ven el lugar que elegiste y una
  distancia en kilómetros enteros, y un miembro premium puede ocultar incluso eso.</li>
</ul>
<h3>Cuando quedéis</h3>
<ul>
  <li>Quedad en un lugar público concurrido, y organiza tú mismo la ida y la vuelta.</li>
  <li>Cuenta a un amigo adónde vas, con quién y cuándo piensas volver.</li>
  <li>Vigila tu bebida y tus cosas.</li>
  <li>Vete en cuanto te sientas incómodo; no le debes explicaciones a nadie.</li>
</ul>
<h3>Mensajes más amables</h3>
<p>Cuando un mensaje que escribes parece hiriente, la aplicación pregunta <strong>¿Estás
seguro?</strong> antes de enviarlo: puedes editarlo o enviarlo de todos modos. Cuando recibes un
mensaje así, la aplicación pregunta <strong>¿Te molesta este mensaje?</strong>: un toque en
<strong>Denunciar</strong> envía una denuncia con el mensaje adjunto, o responde <strong>No,
está bien</strong>.</p>
<h3>Bloquear</h3>
<p>Bloquea a alguien desde su perfil, su tarjeta o vuestro chat. Un bloqueo os oculta el uno al
otro en toda la aplicación (listas de personas, me gusta, visitantes, novedades, amigos y
mensajes), y ninguno de los dos puede escribir al otro. Ajustes muestra los miembros que has
bloqueado, con Desbloquear. En un chat, el menú también te permite borrar el chat o eliminar a la
persona de tus amigos.</p>
<h3>Denunciar</h3>
<p><strong>Denunciar usuario</strong>, en un perfil o en un chat, pide un motivo: perfil falso,
fotos inapropiadas, acoso u odio, spam o estafa, menor de 18 años, comportamiento cuando os
visteis u otra cosa que describas. Desde un chat puedes adjuntar algunos de sus mensajes. Durante los 30
días siguientes al fin de un match todavía puedes denunciar a la persona: al eliminarla de tus
amigos se te ofrece, y las listas Amigos y Mensajes mantienen una forma de hacerlo. Los
moderadores revisan cada denuncia y pueden advertir al miembro, retirar una foto, suspender o
cancelar la cuenta. Se te dice que tu denuncia se recibió, no qué se hizo, y al miembro nunca se
le dice quién lo denunció. En una emergencia, llama primero al número de emergencias local.</p>
`,
    },
    3: {
      title: 'Política de privacidad',
      description: `
<p>Esta política dice qué guarda la aplicación sobre ti, quién ve qué y cómo borrarlo.</p>
<h3>Qué guardamos</h3>
<ul>
  <li>Cuenta: tu nombre, correo electrónico, fecha de nacimiento, género e idioma, y tu
  contraseña solo como un hash con sal que no se puede volver a convertir en ella.</li>
  <li>Perfil: fotos, biografía, trabajo, empresa, escuela, intereses, lo que buscas, tus filtros
  y ajustes.</li>
  <li>Ubicación: el lugar que eliges de la lista, con sus coordenadas.</li>
  <li>Actividad: me gusta, súper me gusta, descartes, matches y cuándo terminó un match, visitas
  al perfil, denuncias (con su motivo, sus detalles y los mensajes adjuntos), bloqueos, mensajes e
  imágenes de los chats (un mensaje que parecía hiriente queda marcado como tal), y
  novedades.</li>
  <li>Compras: qué compraste, su precio y su fecha. Los datos de tu tarjeta van a Braintree y
  nunca llegan a nuestros servidores.</li>
  <li>Inicio de sesión: una sesión por navegador, que termina al cerrar sesión, tras 30 días sin
  uso y como mucho a los 180 días, y los intentos de inicio de sesión recientes, para impedir que
  se adivinen contraseñas.</li>
  <li>Notificaciones, si las permites: la dirección push de tu navegador, para avisarte de nuevos
  mensajes y me gusta cuando la aplicación está cerrada.</li>
</ul>
<h3>Qué ven los demás miembros</h3>
<p>Tu nombre, edad, fotos, intereses, biografía, trabajo, empresa y escuela, y el lugar que
elegiste con una distancia en kilómetros enteros. Las distancias se miden entre posiciones
redondeadas a una cuadrícula de aproximadamente 1 km, y nadie recibe nunca tus coordenadas. Los
miembros premium pueden ocultar su edad, su ubicación o todo su perfil (Invisible). Tus matches
ven los cambios de tu perfil en sus Novedades, salvo que los desactives en Ajustes. Los miembros
gratuitos solo ven como fotos borrosas a quienes les dieron me gusta o los visitaron. Tu correo
y tu contraseña nunca se muestran.</p>
<h3>Lo que ven los moderadores</h3>
<p>Los moderadores forman parte de nuestro equipo. De una denuncia ven quién la hizo, su motivo y
sus detalles, los mensajes que adjuntó quien denuncia (ningún otro mensaje del chat), y el perfil y
las fotos del miembro denunciado. Cada una de sus acciones queda registrada: quién hizo qué,
cuándo y por qué.</p>
<h3>Mensajes de los chats</h3>
<p>El texto de cada mensaje se compara en nuestro servidor con listas de palabras ofensivas antes
de enviarlo. Cuando un mensaje se retiene para preguntar <em>¿Estás seguro?</em>, solo se guarda
una huella de él, durante 10 minutos, para que al enviarlo de nuevo se envíe.</p>
<h3>Fotos</h3>
<p>Cada foto se vuelve a codificar al subirla, lo que elimina la ubicación, la cámara y otros
datos ocultos que suelen llevar las fotos.</p>
<h3>Correo electrónico</h3>
<p>Te enviamos códigos, para confirmar tu dirección al registrarte y para restablecer tu
contraseña, y, si un moderador te advierte, la advertencia con su motivo.</p>
<h3>En tu navegador</h3>
<p>La aplicación guarda tu sesión y tus elecciones (idioma, el plan elegido) en el almacenamiento
de tu navegador, y dos cookies: si has iniciado sesión y tu idioma. Los anuncios son de la propia
aplicación; no hay red publicitaria. El formulario de pago es de Braintree, y el inicio de sesión
con Facebook es de Facebook, cada uno con su propia política.</p>
<h3>Tus opciones</h3>
<ul>
  <li>Edita tu perfil y tus ajustes cuando quieras.</li>
  <li>Desactiva las notificaciones de mensajes y de me gusta en Ajustes.</li>
  <li>Desactiva tu cuenta: tu perfil queda oculto hasta que vuelvas a iniciar sesión.</li>
  <li>Elimina tu cuenta: tu perfil, fotos, me gusta, matches, visitas, denuncias, bloqueos,
  novedades, sesiones y los días premium, boosts y súper me gusta que te queden se borran al
  momento. Tus matches conservan la conversación que tuvieron contigo, marcada como de una cuenta
  eliminada, el registro de tus pagos se guarda sin tu nombre, como exige la contabilidad, y el
  registro de las acciones de los moderadores sobre tu cuenta se conserva con su motivo.</li>
</ul>
<p>No vendemos tus datos personales.</p>
`,
    },
    4: {
      title: 'Preguntas frecuentes',
      description: `
<p>Respuestas a las preguntas más habituales.</p>
<h3>¿Cómo funcionan los matches?</h3>
<p>Da me gusta a alguien con el corazón (o deslizando a la derecha). Si esa persona también te
da me gusta, es un match y podéis chatear.</p>
<h3>¿Qué es un súper me gusta?</h3>
<p>Un súper me gusta le dice a alguien que te interesa especialmente; aparece en su lista de
súper me gusta. Los súper me gusta se compran en packs y vienen con algunos planes premium.</p>
<h3>¿Para qué sirve un boost?</h3>
<p>Durante 30 minutos tu perfil está entre los primeros que ven las personas cerca de ti.</p>
<h3>¿Cuántos me gusta puedo dar?</h3>
<p>Los miembros gratuitos tienen un número de me gusta al día, y la aplicación avisa cuando se
acaban. Los miembros premium no tienen límite.</p>
<h3>¿Qué añade premium?</h3>
<p>Me gusta ilimitados, deshacer, ver a quién le gustas y quién te visitó, cambiar tu ubicación,
ocultar tu edad, tu ubicación o tu perfil, y sin anuncios. Algunos planes incluyen súper me
gusta y boosts.</p>
<h3>¿Puedo deshacer un deslizamiento?</h3>
<p>Los miembros premium pueden deshacer su último me gusta o descarte, una vez.</p>
<h3>¿Por qué no veo a nadie cerca?</h3>
<p>Amplía la distancia o el rango de edad en Filtro, elige más propósitos o (premium) cambia tu
ubicación.</p>
<h3>¿Cómo oculto mi perfil?</h3>
<p>Los miembros premium pueden activar <em>Hacerme invisible</em> en Ajustes: solo tus matches y
las personas que deslizaste pueden seguir abriendo tu perfil, y puedes seguir chateando.</p>
<h3>¿Cómo bloqueo o denuncio a alguien?</h3>
<p>Bloquea desde su perfil, su tarjeta o vuestro chat; Ajustes muestra los miembros que has
bloqueado, con Desbloquear. Denunciar usuario, en un perfil o en un chat, pide un motivo, y en un
chat puedes adjuntar algunos de sus mensajes. Durante los 30 días siguientes al fin de un match
todavía puedes denunciar a la persona, al eliminarla de tus amigos o desde las listas Amigos y
Mensajes.</p>
<h3>¿Qué pasa después de denunciar a alguien?</h3>
<p>Nuestros moderadores revisan las denuncias y pueden advertir al miembro, retirar una foto,
suspender o cancelar la cuenta. Te decimos que tu denuncia se recibió, no qué se hizo, y nunca le
decimos al miembro quién lo denunció.</p>
<h3>¿Por qué la aplicación preguntó «¿Estás seguro?»?</h3>
<p>Tu mensaje parecía hiriente. Puedes editarlo o enviarlo de todos modos. A quien lo recibe se le
pregunta «¿Te molesta este mensaje?» y puede denunciarlo con un toque.</p>
<h3>¿Cómo dejo de recibir notificaciones?</h3>
<p>Desactiva la notificación de mensajes o de me gusta en Ajustes, o bloquea las notificaciones
de la aplicación en tu navegador.</p>
<h3>¿Cómo elimino mi cuenta?</h3>
<p>Abre Ajustes, elige Eliminar cuenta y confirma con tu contraseña. Para tomarte un descanso,
elige Desactivar cuenta: al volver a iniciar sesión tu perfil vuelve.</p>
`,
    },
  },
  ar: {
    1: {
      title: 'الشروط والأحكام',
      description: `
<p>تسري هذه الشروط كلما استخدمت خدمة التعارف هذه. بإنشائك حسابًا فإنك توافق عليها.</p>
<h3>من يمكنه الانضمام</h3>
<p>يجب أن يكون عمرك 18 عامًا على الأقل. لكل شخص حساب واحد، ويجب أن يكون ما تقوله عن نفسك (الاسم
وتاريخ الميلاد والجنس والصور) صحيحًا.</p>
<h3>كيف تعامل الآخرين</h3>
<ul>
  <li>كن محترمًا. التحرش والتهديد وخطاب الكراهية والضغط على الآخرين ممنوعة.</li>
  <li>انشر صورك أنت فقط، دون عري أو عنف أو أي شيء مخالف للقانون.</li>
  <li>لا تعلن عن شيء ولا تطلب المال ولا تستخدم الخدمة لأي عمل تجاري.</li>
  <li>لا تنتحل شخصية أحد.</li>
</ul>
<p>قبل إرسال رسالة تبدو جارحة، يسأل التطبيق كاتبها إن كان متأكدًا، ويستطيع متلقيها الإبلاغ عنها
بلمسة واحدة. ويمكن للأعضاء الإبلاغ عن بعضهم وحظر بعضهم.</p>
<h3>الإشراف</h3>
<p>يراجع مشرفونا البلاغات. وإذا خالف حساب هذه الشروط، يجوز لهم تحذير العضو بالبريد الإلكتروني،
أو إزالة صورة، أو تعليق الحساب عددًا من الأيام، أو حظره نهائيًا. ويُسجَّل خروج العضو المعلّق أو
المحظور فورًا، ويُبلَّغ عند تسجيل الدخول بالسبب، وبموعد انتهاء التعليق إن كان معلّقًا. وتُسجَّل
كل خطوة يتخذها مشرف مع سببها.</p>
<h3>محتواك</h3>
<p>تحتفظ بحقوق صورك ونصوصك، وتسمح لنا بعرضها على الأعضاء الآخرين ما دام حسابك قائمًا، كما تصف
سياسة الخصوصية.</p>
<h3>المجاني والمميز</h3>
<p>يستطيع كل عضو الإعجاب والإعجاب الفائق والتطابق والدردشة، وللعضو المجاني عدد من الإعجابات في
اليوم. تُشترى العضوية المميزة لعدد من الأيام وتضيف إعجابات غير محدودة، والتراجع، ومعرفة من أعجب
بك ومن زار ملفك، وتغيير موقعك، وإخفاء عمرك أو موقعك أو ملفك كله، ودون إعلانات، وتشمل بعض الخطط
إعجابات فائقة وتعزيزات. وتُباع التعزيزات (30 دقيقة بين أول الملفات التي يراها من حولك) وحزم
الإعجابات الفائقة منفصلة أيضًا.</p>
<h3>المدفوعات</h3>
<p>تدفع بالبطاقة عبر Braintree، وهي خدمة من PayPal. يظهر السعر قبل الدفع. تبدأ أيام العضوية
المميزة عند الشراء، أو تُضاف إلى ما تبقى لك منها. وتبقى الإعجابات الفائقة والتعزيزات التي لم
تستخدمها في حسابك حتى تستخدمها.</p>
<h3>إنهاء حسابك</h3>
<p>من الإعدادات يمكنك تعطيل حسابك (يبقى مخفيًا حتى تسجل الدخول مجددًا) أو حذفه نهائيًا بكلمة
المرور. والحذف ينهي أيضًا ما تبقى لك من أيام مميزة وتعزيزات وإعجابات فائقة.</p>
<h3>لا ضمان</h3>
<p>لا نتحقق من هوية الأعضاء أو سوابقهم ولا يمكننا ضمان سلوك أي شخص. تُقدَّم الخدمة كما هي في
الحدود التي يسمح بها القانون. وعندما تتغير هذه الشروط يُنشر النص الجديد هنا.</p>
`,
    },
    2: {
      title: 'نصائح الأمان',
      description: `
<p>معظم الناس هنا يبحثون عما تبحث عنه. هذه العادات تجعل لقاءهم آمنًا.</p>
<h3>أثناء الدردشة</h3>
<ul>
  <li>أبقِ المحادثة داخل التطبيق حتى تثق بالشخص. لا تشارك عنوانك أو مكان عملك أو بياناتك
  المصرفية مبكرًا.</li>
  <li>لا ترسل أبدًا مالًا أو بطاقات هدايا أو رموزًا لشخص لم تقابله، مهما كانت القصة.</li>
  <li>مكالمة فيديو، على تطبيق تثق به، هي أسهل طريقة للتأكد من أن الشخص يشبه صوره.</li>
  <li>لا يعرض التطبيق موقعك الدقيق أبدًا: يرى الأعضاء المكان الذي اخترته ومسافة بالكيلومترات
  الكاملة، ويستطيع العضو المميز إخفاء حتى ذلك.</li>
</ul>
<h3>عند اللقاء</h3>
<ul>
  <li>التقيا في مكان عام مزدحم، ورتّب ذهابك وعودتك بنفسك.</li>
  <li>أخبر صديقًا إلى أين تذهب ومع من ومتى تتوقع العودة.</li>
  <li>انتبه لمشروبك وأغراضك.</li>
  <li>غادر متى شعرت بعدم الارتياح، فأنت لا تدين لأحد بتفسير.</li>
</ul>
<h3>رسائل ألطف</h3>
<p>عندما تبدو رسالة تكتبها جارحة، يسألك التطبيق <strong>هل أنت متأكد؟</strong> قبل إرسالها:
يمكنك تعديلها أو إرسالها على أي حال. وعندما تتلقى رسالة كهذه، يسألك التطبيق <strong>هل تزعجك
هذه الرسالة؟</strong>: لمسة واحدة على <strong>إبلاغ</strong> ترسل بلاغًا مرفقًا بالرسالة، أو
أجب <strong>لا، لا بأس</strong>.</p>
<h3>الحظر</h3>
<p>احظر أي شخص من ملفه الشخصي أو بطاقته أو محادثتكما. يخفي الحظر كلًّا منكما عن الآخر في كل
مكان في التطبيق (قوائم الأشخاص والإعجابات والزوار والأخبار والأصدقاء والرسائل)، ولا يستطيع أي
منكما مراسلة الآخر. وتعرض الإعدادات الأعضاء الذين حظرتهم مع زر إلغاء الحظر. وفي المحادثة تتيح
لك القائمة أيضًا مسح المحادثة أو إلغاء الصداقة.</p>
<h3>الإبلاغ</h3>
<p>يطلب منك <strong>الإبلاغ عن المستخدم</strong>، في الملف الشخصي أو في المحادثة، سببًا: ملف
شخصي مزيّف، أو صور غير لائقة، أو تحرّش أو كراهية، أو رسائل مزعجة أو احتيال، أو أقل من 18 عامًا،
أو السلوك عند لقائكما، أو شيء آخر تصفه. ومن المحادثة يمكنك إرفاق بعض رسائلها. وخلال 30 يومًا بعد انتهاء
التطابق يظل بإمكانك الإبلاغ عن الشخص: يُعرض عليك ذلك عند إلغاء الصداقة، وتحتفظ قائمتا الأصدقاء
والرسائل بطريقة للقيام به. يراجع المشرفون كل بلاغ، ويجوز لهم تحذير العضو أو إزالة صورة أو
تعليق الحساب أو حظره نهائيًا. نخبرك بأن بلاغك قد وصل، لا بما اتُّخذ من إجراء، ولا يُخبَر العضو
أبدًا بمن أبلغ عنه. وفي حالة الطوارئ اتصل أولًا برقم الطوارئ المحلي.</p>
`,
    },
    3: {
      title: 'سياسة الخصوصية',
      description: `
<p>توضح هذه السياسة ما يحفظه التطبيق عنك، ومن يرى ماذا، وكيف تحذفه.</p>
<h3>ما نحفظه</h3>
<ul>
  <li>الحساب: اسمك وبريدك الإلكتروني وتاريخ ميلادك وجنسك ولغتك، وكلمة مرورك على هيئة بصمة مملّحة
  فقط لا يمكن إرجاعها إلى كلمة المرور.</li>
  <li>الملف الشخصي: الصور والنبذة والوظيفة والشركة والمدرسة والاهتمامات وما تبحث عنه وعوامل
  التصفية والإعدادات.</li>
  <li>الموقع: المكان الذي تختاره من القائمة مع إحداثياته.</li>
  <li>النشاط: الإعجابات والإعجابات الفائقة والرفض والتطابقات وتاريخ انتهاء التطابق وزيارات
  الملف والبلاغات (بسببها وتفاصيلها والرسائل المرفقة بها) والحظر ورسائل المحادثات وصورها (وتوسَم
  الرسالة التي بدت جارحة بذلك) وعناصر الأخبار.</li>
  <li>المشتريات: ما اشتريته وسعره وتاريخه. تذهب بيانات بطاقتك إلى Braintree ولا تصل إلى خوادمنا
  أبدًا.</li>
  <li>تسجيل الدخول: جلسة لكل متصفح، تنتهي عند تسجيل الخروج أو بعد 30 يومًا دون استخدام وعلى الأكثر
  بعد 180 يومًا، ومحاولات تسجيل الدخول الأخيرة لمنع تخمين كلمات المرور.</li>
  <li>الإشعارات إن سمحت بها: عنوان الإشعارات في متصفحك، لننبهك إلى الرسائل والإعجابات الجديدة حين
  يكون التطبيق مغلقًا.</li>
</ul>
<h3>ما يراه الأعضاء الآخرون</h3>
<p>اسمك وعمرك وصورك واهتماماتك ونبذتك ووظيفتك وشركتك ومدرستك، والمكان الذي اخترته مع مسافة
بالكيلومترات الكاملة. تُقاس المسافات بين مواقع مقرّبة إلى شبكة من نحو كيلومتر واحد، ولا تُرسل
إحداثياتك إلى أحد أبدًا. يستطيع الأعضاء المميزون إخفاء عمرهم أو موقعهم أو ملفهم كله (الإخفاء).
يرى من تطابقت معهم تغييرات ملفك في أخبارهم ما لم توقفها في الإعدادات. ولا يرى الأعضاء المجانيون
من أعجب بهم أو زارهم إلا كصور مموهة. ولا يظهر بريدك الإلكتروني ولا كلمة مرورك أبدًا.</p>
<h3>ما يراه المشرفون</h3>
<p>المشرفون من فريقنا. يرون في البلاغ من قدّمه وسببه وتفاصيله والرسائل التي أرفقها صاحبه (دون أي
رسالة أخرى من المحادثة)، وملف العضو المُبلَّغ عنه وصوره. وتُسجَّل كل خطوة يتخذونها: من فعل ماذا،
ومتى، ولماذا.</p>
<h3>رسائل المحادثات</h3>
<p>يُقارَن نص كل رسالة على خادمنا بقوائم من الكلمات المسيئة قبل إرسالها. وعندما تُحتجز رسالة
ليُسأل كاتبها <em>هل أنت متأكد؟</em>، لا يُحفظ منها إلا بصمة لمدة 10 دقائق، كي تُرسَل إذا أُعيد
إرسالها.</p>
<h3>الصور</h3>
<p>تُعاد ترميز كل صورة عند رفعها، فيُزال منها الموقع ونوع الكاميرا وغيرها من البيانات المخفية
التي تحملها الصور عادة.</p>
<h3>البريد الإلكتروني</h3>
<p>نرسل إليك رموزًا لتأكيد عنوانك عند التسجيل ولإعادة تعيين كلمة المرور، وإذا حذّرك أحد المشرفين
نرسل إليك التحذير مع سببه.</p>
<h3>في متصفحك</h3>
<p>يحفظ التطبيق جلستك واختياراتك (اللغة والخطة التي اخترتها) في تخزين متصفحك، ومعها ملفا تعريف
ارتباط: هل سجلت الدخول، ولغتك. الإعلانات من التطبيق نفسه ولا توجد شبكة إعلانية. نموذج الدفع
تابع لـ Braintree، وتسجيل الدخول عبر Facebook تابع لـ Facebook، ولكل منهما سياسته.</p>
<h3>خياراتك</h3>
<ul>
  <li>عدّل ملفك وإعداداتك في أي وقت.</li>
  <li>أوقف إشعارات الرسائل والإعجابات من الإعدادات.</li>
  <li>عطّل حسابك: يبقى ملفك مخفيًا حتى تسجل الدخول مجددًا.</li>
  <li>احذف حسابك: يُمحى فورًا ملفك وصورك وإعجاباتك وتطابقاتك وزياراتك وبلاغاتك وحظرك وأخبارك
  وجلساتك وما تبقى لك من أيام مميزة وتعزيزات وإعجابات فائقة. يحتفظ من تطابقت معهم بالمحادثة التي
  جرت بينكم، موسومة بأنها من حساب محذوف، ويُحفظ سجل مدفوعاتك دون اسمك كما تقتضي المحاسبة، ويبقى
  سجل المشرفين لأي إجراء اتُّخذ بشأن حسابك مع سببه.</li>
</ul>
<p>لا نبيع بياناتك الشخصية.</p>
`,
    },
    4: {
      title: 'الأسئلة الشائعة',
      description: `
<p>إجابات الأسئلة الأكثر شيوعًا.</p>
<h3>كيف يعمل التطابق؟</h3>
<p>أعجب بشخص بزر القلب (أو بالسحب يمينًا). وإذا أعجب بك هو أيضًا فهذا تطابق ويمكنكما الدردشة.</p>
<h3>ما الإعجاب الفائق؟</h3>
<p>يخبر الإعجاب الفائق شخصًا بأنه يهمك بشكل خاص، ويظهر في قائمة الإعجابات الفائقة لديه. تُشترى
الإعجابات الفائقة في حزم وتأتي مع بعض خطط العضوية المميزة.</p>
<h3>ما فائدة التعزيز؟</h3>
<p>لمدة 30 دقيقة يكون ملفك بين أول الملفات التي يراها الناس من حولك.</p>
<h3>كم إعجابًا يمكنني أن أمنح؟</h3>
<p>للأعضاء المجانيين عدد من الإعجابات في اليوم، ويخبرك التطبيق عند نفادها. ولا حد للأعضاء
المميزين.</p>
<h3>ماذا تضيف العضوية المميزة؟</h3>
<p>إعجابات غير محدودة، والتراجع، ومعرفة من أعجب بك ومن زارك، وتغيير موقعك، وإخفاء عمرك أو موقعك
أو ملفك، ودون إعلانات. وتشمل بعض الخطط إعجابات فائقة وتعزيزات.</p>
<h3>هل يمكنني التراجع عن سحبة؟</h3>
<p>يستطيع الأعضاء المميزون التراجع عن آخر إعجاب أو رفض، مرة واحدة.</p>
<h3>لماذا لا أرى أحدًا بالقرب مني؟</h3>
<p>وسّع المسافة أو الفئة العمرية في التصفية، أو اختر أغراضًا أكثر، أو (للمميزين) غيّر موقعك.</p>
<h3>كيف أخفي ملفي؟</h3>
<p>يستطيع الأعضاء المميزون تفعيل <em>اجعلني غير مرئي</em> في الإعدادات: لا يفتح ملفك بعدها إلا
من تطابقت معهم ومن سحبت عليهم، ويمكنك مواصلة الدردشة.</p>
<h3>كيف أحظر شخصًا أو أبلغ عنه؟</h3>
<p>احظره من ملفه الشخصي أو بطاقته أو محادثتكما، وتعرض الإعدادات الأعضاء الذين حظرتهم مع زر إلغاء
الحظر. ويطلب منك الإبلاغ عن المستخدم، في الملف الشخصي أو في المحادثة، سببًا، ويمكنك في المحادثة
إرفاق بعض رسائلها. وخلال 30 يومًا بعد انتهاء التطابق يظل بإمكانك الإبلاغ عن الشخص،
عند إلغاء الصداقة أو من قائمتي الأصدقاء والرسائل.</p>
<h3>ماذا يحدث بعد أن أبلغ عن شخص؟</h3>
<p>يراجع مشرفونا البلاغات، ويجوز لهم تحذير العضو أو إزالة صورة أو تعليق الحساب أو حظره نهائيًا.
نخبرك بأن بلاغك قد وصل، لا بما اتُّخذ من إجراء، ولا نخبر العضو أبدًا بمن أبلغ عنه.</p>
<h3>لماذا سألني التطبيق «هل أنت متأكد؟»</h3>
<p>بدت رسالتك جارحة. يمكنك تعديلها أو إرسالها على أي حال. ويُسأل متلقيها «هل تزعجك هذه الرسالة؟»
ويمكنه الإبلاغ عنها بلمسة واحدة.</p>
<h3>كيف أوقف الإشعارات؟</h3>
<p>أوقف إشعار الرسائل أو الإعجابات في الإعدادات، أو امنع إشعارات التطبيق في متصفحك.</p>
<h3>كيف أحذف حسابي؟</h3>
<p>افتح الإعدادات واختر حذف الحساب وأكّد بكلمة المرور. وإن أردت استراحة فاختر تعطيل الحساب:
تسجيل الدخول مجددًا يعيد ملفك.</p>
`,
    },
  },
};
