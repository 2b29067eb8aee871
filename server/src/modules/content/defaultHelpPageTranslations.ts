import type { TranslatedLanguage } from '../../db/schema';

type HelpPageTexts = Readonly<Record<number, { title: string; description: string }>>;

/** DEFAULT_HELP_PAGES in fr, sp and ar, by page id; the same structure as the English HTML. */
export const DEFAULT_HELP_PAGE_TRANSLATIONS: Readonly<Record<TranslatedLanguage, HelpPageTexts>> = {
  fr: {
    1: {
      title: 'Conditions générales',
      description: `
<p>En créant un compte, vous acceptez ces conditions. Merci de les lire attentivement.</p>
<h3>Qui peut s'inscrire</h3>
<p>Vous devez avoir au moins 18 ans et être légalement en mesure d'accepter cet accord. Une
personne ne peut détenir qu'un seul compte, et les informations que vous donnez sur vous doivent
être exactes.</p>
<h3>Votre comportement</h3>
<ul>
  <li>Respectez les autres membres. Le harcèlement, les menaces et les discours de haine sont
  interdits.</li>
  <li>Ne publiez ni nudité, ni violence, ni rien d'illégal là où vous ou la personne qui regarde
  vivez.</li>
  <li>N'utilisez pas le service pour faire de la publicité, demander de l'argent ou mener une
  activité commerciale.</li>
  <li>Ne vous faites passer pour personne d'autre et ne publiez pas de photos d'autres personnes
  sans leur accord.</li>
</ul>
<h3>Vos contenus</h3>
<p>Vous conservez les droits sur les photos et les textes que vous publiez. Vous nous autorisez à
les montrer aux autres membres dans le cadre du service. Nous pouvons retirer des contenus ou
suspendre des comptes qui enfreignent ces conditions.</p>
<h3>Services premium</h3>
<p>Les abonnements premium, les boosts et les packs de super likes se paient d'avance pour la
durée ou la quantité indiquée à l'achat. Les prix sont affichés avant le paiement. Les boosts et
super likes non utilisés n'expirent pas tant que votre compte est ouvert.</p>
<h3>Fermeture de votre compte</h3>
<p>Vous pouvez désactiver ou supprimer votre compte à tout moment depuis les Paramètres. Nous
pouvons fermer un compte qui enfreint ces conditions.</p>
<h3>Responsabilité</h3>
<p>Nous ne vérifions pas les antécédents des membres et ne pouvons pas garantir le comportement des
personnes que vous rencontrez. Le service est fourni en l'état, dans la mesure permise par la
loi.</p>
`,
    },
    2: {
      title: 'Conseils de sécurité',
      description: `
<p>Rencontrer de nouvelles personnes est excitant. Ces habitudes vous gardent en sécurité.</p>
<h3>Avant de vous rencontrer</h3>
<ul>
  <li>Gardez les conversations dans l'application jusqu'à ce que vous soyez à l'aise ; ne donnez
  jamais trop tôt votre adresse, votre lieu de travail ou vos coordonnées bancaires.</li>
  <li>N'envoyez jamais d'argent ni de cartes cadeaux à quelqu'un que vous n'avez pas rencontré,
  quelle que soit son histoire.</li>
  <li>Faites d'abord un appel vidéo : c'est le moyen le plus simple de vérifier qu'une personne est
  bien celle qu'elle prétend être.</li>
</ul>
<h3>Lors de la rencontre</h3>
<ul>
  <li>Retrouvez-vous dans un lieu public fréquenté, et prévoyez vous-même votre trajet aller et
  retour.</li>
  <li>Dites à un ami où vous allez, avec qui, et quand vous pensez rentrer.</li>
  <li>Gardez un œil sur vos boissons et vos affaires.</li>
  <li>Partez dès que vous vous sentez mal à l'aise ; vous ne devez d'explication à personne.</li>
</ul>
<h3>Signaler et bloquer</h3>
<p>Si quelqu'un vous met mal à l'aise, utilisez <strong>Signaler</strong> sur son profil et
bloquez-le dans la discussion. Les signalements sont confidentiels. En cas d'urgence, appelez
d'abord le numéro d'urgence local.</p>
`,
    },
    3: {
      title: 'Politique de confidentialité',
      description: `
<p>Cette politique explique ce que nous collectons, pourquoi, et les choix dont vous disposez.</p>
<h3>Ce que nous collectons</h3>
<ul>
  <li>Les informations du compte : votre nom, votre adresse e-mail, votre date de naissance et
  votre genre.</li>
  <li>Le contenu du profil : photos, centres d'intérêt, bio, métier, entreprise et école, que vous
  choisissez d'ajouter.</li>
  <li>La position : le lieu que vous choisissez ou la position que partage votre navigateur,
  utilisée pour vous montrer les personnes à proximité.</li>
  <li>L'activité : likes, matchs, visites, messages et achats.</li>
</ul>
<h3>Ce que voient les autres membres</h3>
<p>Les membres voient votre nom, vos photos, votre âge, vos centres d'intérêt et les informations
de profil que vous renseignez, ainsi qu'une distance approximative. Vous pouvez masquer votre âge
et votre distance dans les Paramètres. Votre adresse e-mail, votre position exacte et votre mot de
passe ne sont jamais montrés à personne.</p>
<h3>Comment nous les utilisons</h3>
<p>Pour faire fonctionner le service : vous proposer des personnes proches, acheminer les
messages, traiter les paiements, protéger la communauté et répondre à vos demandes. Nous ne
vendons pas vos données personnelles.</p>
<h3>Vos choix</h3>
<ul>
  <li>Modifiez votre profil et vos paramètres de confidentialité à tout moment.</li>
  <li>Désactivez les notifications dans les Paramètres.</li>
  <li>Supprimez votre compte ; votre profil n'est alors plus montré et vos données sont effacées,
  sauf ce que la loi nous oblige à conserver.</li>
</ul>
<h3>Photos</h3>
<p>Les photos sont réencodées lors de l'envoi, ce qui supprime les données de lieu et d'appareil
qu'elles contiennent souvent.</p>
`,
    },
    4: {
      title: 'FAQ',
      description: `
<p>Les réponses aux questions que les membres posent le plus.</p>
<h3>Comment fonctionnent les matchs ?</h3>
<p>Balayez vers la droite ou touchez le cœur pour liker quelqu'un. Si cette personne vous like
aussi, c'est un match et vous pouvez discuter.</p>
<h3>Qu'est-ce qu'un super like ?</h3>
<p>Un super like montre à quelqu'un que vous êtes particulièrement intéressé ; la personne le voit
avant de balayer. Chaque membre en reçoit quelques-uns ; d'autres sont inclus dans les abonnements
premium ou les packs de super likes.</p>
<h3>À quoi sert un boost ?</h3>
<p>Un boost place votre profil parmi les premiers vus par les personnes de votre région pendant
30 minutes.</p>
<h3>Qu'apporte le premium ?</h3>
<p>Le premium montre qui vous a liké et qui a visité votre profil, supprime les publicités et
inclut des super likes et des boosts, comme indiqué pour chaque abonnement.</p>
<h3>Pourquoi ne vois-je personne près de moi ?</h3>
<p>Élargissez la distance ou la tranche d'âge dans Filtre, ou vérifiez que votre position est
définie.</p>
<h3>Comment masquer mon profil ?</h3>
<p>Activez <em>Invisible</em> dans les Paramètres. Vous pouvez toujours discuter avec vos
matchs.</p>
<h3>Comment supprimer mon compte ?</h3>
<p>Ouvrez les Paramètres et choisissez Supprimer le compte.</p>
`,
    },
  },
  sp: {
    1: {
      title: 'Términos y condiciones',
      description: `
<p>Al crear una cuenta aceptas estos términos. Léelos con atención.</p>
<h3>Quién puede unirse</h3>
<p>Debes tener al menos 18 años y capacidad legal para aceptar este acuerdo. Cada persona puede
tener una sola cuenta, y los datos que des sobre ti deben ser verdaderos.</p>
<h3>Tu conducta</h3>
<ul>
  <li>Trata con respeto a los demás miembros. No se permiten el acoso, las amenazas ni los
  discursos de odio.</li>
  <li>No publiques desnudos, violencia ni nada que sea ilegal donde vives tú o quien lo ve.</li>
  <li>No uses el servicio para hacer publicidad, pedir dinero ni realizar actividades
  comerciales.</li>
  <li>No te hagas pasar por nadie ni subas fotos de otras personas sin su consentimiento.</li>
</ul>
<h3>Tu contenido</h3>
<p>Conservas los derechos sobre las fotos y los textos que publicas. Nos permites mostrarlos a
otros miembros como parte del servicio. Podemos retirar contenido o suspender cuentas que
incumplan estos términos.</p>
<h3>Servicios premium</h3>
<p>Los planes premium, los boosts y los paquetes de super likes se pagan por adelantado por el
periodo o la cantidad indicados en la compra. Los precios se muestran antes de pagar. Los boosts y
super likes sin usar no caducan mientras tu cuenta esté abierta.</p>
<h3>Cierre de tu cuenta</h3>
<p>Puedes desactivar o eliminar tu cuenta en cualquier momento desde Ajustes. Podemos cerrar una
cuenta que incumpla estos términos.</p>
<h3>Responsabilidad</h3>
<p>No comprobamos los antecedentes de los miembros y no podemos garantizar la conducta de las
personas que conozcas. El servicio se ofrece tal cual, en la medida en que la ley lo permita.</p>
`,
    },
    2: {
      title: 'Consejos de seguridad',
      description: `
<p>Conocer gente nueva es emocionante. Estos hábitos te ayudan a hacerlo con seguridad.</p>
<h3>Antes de quedar</h3>
<ul>
  <li>Mantén las conversaciones en la aplicación hasta que te sientas cómodo; nunca compartas
  pronto tu dirección, tu lugar de trabajo ni tus datos bancarios.</li>
  <li>Nunca envíes dinero ni tarjetas regalo a alguien a quien no conoces en persona, sea cual sea
  la historia.</li>
  <li>Haz primero una videollamada: es la forma más sencilla de comprobar que alguien es quien dice
  ser.</li>
</ul>
<h3>Cuando quedéis</h3>
<ul>
  <li>Quedad en un lugar público y concurrido, y organiza tú mismo tu transporte de ida y
  vuelta.</li>
  <li>Dile a un amigo adónde vas, con quién y cuándo piensas volver.</li>
  <li>No pierdas de vista tu bebida ni tus pertenencias.</li>
  <li>Vete en cuanto te sientas incómodo; no le debes explicaciones a nadie.</li>
</ul>
<h3>Denunciar y bloquear</h3>
<p>Si alguien te incomoda, usa <strong>Denunciar</strong> en su perfil y bloquéalo en el chat. Las
denuncias son confidenciales. En caso de emergencia, llama primero al número de emergencias
local.</p>
`,
    },
    3: {
      title: 'Política de privacidad',
      description: `
<p>Esta política explica qué datos recogemos, para qué y qué opciones tienes.</p>
<h3>Qué recogemos</h3>
<ul>
  <li>Datos de la cuenta: tu nombre, tu correo electrónico, tu fecha de nacimiento y tu
  género.</li>
  <li>Contenido del perfil: fotos, intereses, biografía, trabajo, empresa y centro de estudios, que
  tú decides añadir.</li>
  <li>Ubicación: el lugar que eliges o la posición que comparte tu navegador, para mostrarte
  personas cercanas.</li>
  <li>Actividad: likes, matches, visitas, mensajes y compras.</li>
</ul>
<h3>Qué ven los demás miembros</h3>
<p>Los miembros ven tu nombre, tus fotos, tu edad, tus intereses y los datos de perfil que
rellenes, además de una distancia aproximada. Puedes ocultar tu edad y tu distancia en Ajustes.
Tu correo electrónico, tu posición exacta y tu contraseña nunca se muestran a nadie.</p>
<h3>Cómo los usamos</h3>
<p>Para prestar el servicio: sugerirte personas cercanas, entregar mensajes, procesar pagos,
proteger a la comunidad y responder a tus solicitudes. No vendemos tus datos personales.</p>
<h3>Tus opciones</h3>
<ul>
  <li>Edita tu perfil y tus ajustes de privacidad cuando quieras.</li>
  <li>Desactiva las notificaciones en Ajustes.</li>
  <li>Elimina tu cuenta; tu perfil deja de mostrarse y tus datos se borran, salvo lo que la ley nos
  obliga a conservar.</li>
</ul>
<h3>Fotos</h3>
<p>Las fotos se vuelven a codificar al subirlas, lo que elimina los datos de ubicación y de cámara
que suelen llevar.</p>
`,
    },
    4: {
      title: 'Preguntas frecuentes',
      description: `
<p>Respuestas a las preguntas que más hacen los miembros.</p>
<h3>¿Cómo funcionan los matches?</h3>
<p>Desliza a la derecha o toca el corazón para dar like a alguien. Si esa persona también te da
like, hacéis match y podéis chatear.</p>
<h3>¿Qué es un super like?</h3>
<p>Un super like le dice a alguien que te interesa especialmente; lo ve antes de deslizar. Cada
miembro recibe algunos; hay más con los planes premium o los paquetes de super likes.</p>
<h3>¿Para qué sirve un boost?</h3>
<p>Un boost pone tu perfil entre los primeros que ven las personas de tu zona durante 30
minutos.</p>
<h3>¿Qué añade premium?</h3>
<p>Premium muestra quién te ha dado like y quién ha visitado tu perfil, quita los anuncios e
incluye super likes y boosts según cada plan.</p>
<h3>¿Por qué no veo a nadie cerca?</h3>
<p>Amplía la distancia o el rango de edad en Filtro, o comprueba que tu ubicación está
configurada.</p>
<h3>¿Cómo oculto mi perfil?</h3>
<p>Activa <em>Invisible</em> en Ajustes. Podrás seguir chateando con tus matches.</p>
<h3>¿Cómo elimino mi cuenta?</h3>
<p>Abre Ajustes y elige Eliminar cuenta.</p>
`,
    },
  },
  ar: {
    1: {
      title: 'الشروط والأحكام',
      description: `
<p>بإنشائك حسابًا فإنك توافق على هذه الشروط. يُرجى قراءتها بعناية.</p>
<h3>من يمكنه الانضمام</h3>
<p>يجب أن يكون عمرك 18 عامًا على الأقل وأن تكون أهلًا قانونيًا لإبرام هذه الاتفاقية. لكل شخص حساب
واحد فقط، ويجب أن تكون البيانات التي تقدّمها عن نفسك صحيحة.</p>
<h3>سلوكك</h3>
<ul>
  <li>تعامل مع الأعضاء الآخرين باحترام. التحرش والتهديد وخطاب الكراهية غير مسموح بها.</li>
  <li>لا تنشر عُريًا أو عنفًا أو أي شيء مخالف للقانون حيث تعيش أنت أو من يشاهده.</li>
  <li>لا تستخدم الخدمة للإعلان أو طلب المال أو ممارسة أي نشاط تجاري.</li>
  <li>لا تنتحل شخصية أحد ولا ترفع صور أشخاص آخرين دون موافقتهم.</li>
</ul>
<h3>محتواك</h3>
<p>تحتفظ بحقوق الصور والنصوص التي تنشرها، وتسمح لنا بعرضها على الأعضاء الآخرين ضمن الخدمة. يجوز
لنا إزالة المحتوى أو تعليق الحسابات التي تخالف هذه الشروط.</p>
<h3>الخدمات المميزة</h3>
<p>تُدفع الاشتراكات المميزة والتعزيزات وباقات الإعجابات الفائقة مسبقًا عن المدة أو الكمية المعروضة
عند الشراء. تُعرض الأسعار قبل الدفع. لا تنتهي صلاحية التعزيزات والإعجابات الفائقة غير المستخدمة
ما دام حسابك مفتوحًا.</p>
<h3>إنهاء حسابك</h3>
<p>يمكنك إيقاف حسابك أو حذفه في أي وقت من الإعدادات. ويجوز لنا إغلاق أي حساب يخالف هذه
الشروط.</p>
<h3>المسؤولية</h3>
<p>لا نتحقق من خلفيات الأعضاء ولا يمكننا ضمان سلوك أي شخص تلتقيه. تُقدَّم الخدمة كما هي، في
الحدود التي يسمح بها القانون.</p>
`,
    },
    2: {
      title: 'نصائح الأمان',
      description: `
<p>التعرّف إلى أشخاص جدد أمر مثير. هذه العادات تحافظ على سلامتك.</p>
<h3>قبل اللقاء</h3>
<ul>
  <li>أبقِ المحادثات داخل التطبيق حتى تشعر بالارتياح، ولا تشارك مبكرًا عنوان منزلك أو مكان عملك أو
  بياناتك المالية.</li>
  <li>لا ترسل أبدًا مالًا أو بطاقات هدايا لشخص لم تلتقه، مهما كانت قصته.</li>
  <li>أجرِ مكالمة فيديو أولًا: إنها أسهل طريقة للتأكد من أن الشخص هو من يدّعي.</li>
</ul>
<h3>عند اللقاء</h3>
<ul>
  <li>التقيا في مكان عام مزدحم، ورتّب وسيلة تنقلك ذهابًا وإيابًا بنفسك.</li>
  <li>أخبر صديقًا إلى أين تذهب ومع من ومتى تتوقع العودة.</li>
  <li>انتبه إلى مشروبك وأغراضك.</li>
  <li>غادر متى شعرت بعدم الارتياح؛ فأنت لا تدين لأحد بتفسير.</li>
</ul>
<h3>الإبلاغ والحظر</h3>
<p>إذا أزعجك أحد، فاستخدم <strong>إبلاغ</strong> في ملفه الشخصي واحظره في المحادثة. البلاغات
سرية. في حالات الطوارئ، اتصل برقم الطوارئ المحلي أولًا.</p>
`,
    },
    3: {
      title: 'سياسة الخصوصية',
      description: `
<p>توضح هذه السياسة ما نجمعه ولماذا، والخيارات المتاحة لك.</p>
<h3>ما نجمعه</h3>
<ul>
  <li>بيانات الحساب: اسمك وبريدك الإلكتروني وتاريخ ميلادك وجنسك.</li>
  <li>محتوى الملف الشخصي: الصور والاهتمامات والنبذة والوظيفة والشركة والمدرسة، وهي ما تختار
  إضافته.</li>
  <li>الموقع: المكان الذي تختاره أو الموقع الذي يشاركه متصفحك، ويُستخدم لعرض الأشخاص القريبين.</li>
  <li>النشاط: الإعجابات والتطابقات والزيارات والرسائل والمشتريات.</li>
</ul>
<h3>ما يراه الأعضاء الآخرون</h3>
<p>يرى الأعضاء اسمك وصورك وعمرك واهتماماتك وبيانات الملف الشخصي التي تملؤها، ومسافة تقريبية.
يمكنك إخفاء عمرك ومسافتك من الإعدادات. لا يُعرض بريدك الإلكتروني ولا موقعك الدقيق ولا كلمة مرورك
على أحد أبدًا.</p>
<h3>كيف نستخدمها</h3>
<p>لتشغيل الخدمة: اقتراح أشخاص قريبين منك، وإيصال الرسائل، ومعالجة المدفوعات، وحماية المجتمع،
والرد على طلباتك. نحن لا نبيع بياناتك الشخصية.</p>
<h3>خياراتك</h3>
<ul>
  <li>عدّل ملفك الشخصي وإعدادات الخصوصية في أي وقت.</li>
  <li>أوقف الإشعارات من الإعدادات.</li>
  <li>احذف حسابك؛ عندها يتوقف عرض ملفك وتُمحى بياناتك، باستثناء ما يُلزمنا القانون بالاحتفاظ
  به.</li>
</ul>
<h3>الصور</h3>
<p>يُعاد ترميز الصور عند رفعها، مما يزيل بيانات الموقع والكاميرا التي تحملها الصور غالبًا.</p>
`,
    },
    4: {
      title: 'الأسئلة الشائعة',
      description: `
<p>إجابات عن أكثر الأسئلة التي يطرحها الأعضاء.</p>
<h3>كيف يعمل التطابق؟</h3>
<p>اسحب إلى اليمين أو المس القلب لتُعجب بشخص. عندما يُعجب بك هو أيضًا، يحدث التطابق ويمكنكما
الدردشة.</p>
<h3>ما الإعجاب الفائق؟</h3>
<p>الإعجاب الفائق يُخبر الشخص بأنك مهتم به بشكل خاص، ويراه قبل أن يسحب. يحصل كل عضو على بعضها،
والمزيد يأتي مع الاشتراكات المميزة أو باقات الإعجابات الفائقة.</p>
<h3>ماذا يفعل التعزيز؟</h3>
<p>يجعل التعزيز ملفك من أوائل ما يراه الأشخاص في منطقتك لمدة 30 دقيقة.</p>
<h3>ماذا يضيف الاشتراك المميز؟</h3>
<p>يُظهر الاشتراك المميز من أُعجب بك ومن زار ملفك، ويزيل الإعلانات، ويتضمن إعجابات فائقة وتعزيزات
كما هو مبيّن في كل اشتراك.</p>
<h3>لماذا لا أرى أحدًا بالقرب مني؟</h3>
<p>وسّع المسافة أو الفئة العمرية في التصفية، أو تأكد من تحديد موقعك.</p>
<h3>كيف أُخفي ملفي الشخصي؟</h3>
<p>فعّل <em>التخفي</em> من الإعدادات. يمكنك مع ذلك الدردشة مع من تطابقت معهم.</p>
<h3>كيف أحذف حسابي؟</h3>
<p>افتح الإعدادات واختر حذف الحساب.</p>
`,
    },
  },
};
