import type { DiscoveryTexts } from './en';

export const ar: DiscoveryTexts = {
  pages: {
    peopleNear: 'أشخاص بالقرب منك',
    findNewPeople: 'ابحث عن أشخاص جدد',
    filter: 'تصفية',
    explore: 'استكشف',
    feeds: 'المنشورات',
    visitors: 'الزوار',
    friends: 'الأصدقاء',
    superLikesReceived: 'الإعجابات الفائقة المستلمة',
    likesReceived: 'الإعجابات المستلمة',
    memberProfile: 'ملف العضو',
  },
};
