import type { PaymentsTexts } from './en';

export const ar: PaymentsTexts = {
  pages: {
    premiumPayment: 'الدفع',
    boostPayment: 'شراء التعزيزات',
    superlikePayment: 'شراء الإعجابات الفائقة',
  },
  checkout: {
    loading: 'جارٍ تجهيز نموذج البطاقة الآمن',
    buy: 'شراء',
    paying: 'جارٍ الدفع…',
    total: 'المجموع: {{price}} {{currency}}',
    noSelection: 'اختر خطة أولاً.',
    choosePlan: 'اختر خطة',
    unavailable: 'الدفع غير متاح حالياً. حاول مرة أخرى لاحقاً.',
  },
  sandboxCard: {
    notice: 'وضع الاختبار: لا يتم الخصم من أي بطاقة. استخدم بطاقة اختبار من ملف README للمدفوعات.',
    cardNumber: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (MM/YY)',
    cvv: 'رمز CVV',
    invalidNumber: 'أدخل رقم بطاقة اختبار، مثل 4111 1111 1111 1111',
    invalidExpiry: 'أدخل تاريخ انتهاء مستقبلياً بصيغة MM/YY',
    invalidCvv: 'أدخل رمز CVV من 3 أو 4 أرقام',
  },
  planPicker: {
    close: 'إغلاق',
    loading: 'جارٍ تحميل الخطط',
    noPlans: 'لا توجد خطط متاحة',
  },
  boostPlans: {
    title: 'تخطَّ الطابور',
    intro: 'كن الملف الأول في منطقتك لمدة 30 دقيقة.',
    count: '{{count}} تعزيزات',
    continue: 'عزّزني',
  },
  superlikePacks: {
    title: 'نفدت الإعجابات الفائقة',
    remaining: 'تبقّى لديك {{count}} إعجابات فائقة.',
    count: '{{count}} إعجابات فائقة',
    continue: 'متابعة',
  },
  premiumPopup: {
    title: 'انضم إلى بريميوم',
    plans: 'خطط بريميوم',
    days: '{{count}} يوماً',
    continue: 'متابعة',
    benefits: 'مزايا بريميوم',
    previousBenefit: 'الميزة السابقة',
    nextBenefit: 'الميزة التالية',
    benefit: {
      superlikes: {
        title: 'احصل على {{count}} إعجابات فائقة مجاناً',
        text: 'تميّز بالإعجابات الفائقة',
      },
      boosts: {
        title: 'احصل على {{count}} تعزيزات مجاناً',
        text: 'كن الملف الأول في منطقتك لمدة 30 دقيقة',
      },
      location: { title: 'تغيير الموقع', text: 'ابحث عن مدينة وتصفّح فيها' },
      likes: { title: 'إعجابات غير محدودة', text: 'أعجب بمن تشاء' },
      rewind: { title: 'تراجع', text: 'استرجع آخر إعجاب أو رفض' },
      seeLikes: { title: 'اعرف من أعجب بك', text: 'تطابق معهم فوراً' },
      control: { title: 'تحكّم في ملفك', text: 'أخفِ أجزاء من معلومات ملفك' },
      visitors: { title: 'اعرف من زار ملفك', text: 'اعرف من شاهدك' },
      ads: { title: 'إيقاف الإعلانات', text: 'استمتع بالتطبيق دون إعلانات' },
    },
  },
};
