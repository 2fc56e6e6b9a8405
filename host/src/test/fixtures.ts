import type { Bootstrap } from '@playhub/shared/contracts';

/** A complete, valid bootstrap (cms/grouped data) for tests; override what a test is about. */
export function bootstrapFixture(overrides: Partial<Bootstrap> = {}): Bootstrap {
  return {
    casinoCategoryList: [],
    language: 'tr',
    translationList: [],
    siteOption: [
      { key: 'telegramUrl', value: 'https://t.me/playhub', status: true },
      { key: 'whatsappUrl', value: 'https://wa.me/905551112233', status: true },
      { key: 'liveTvUrl', value: 'https://tv.example', status: false },
      { key: 'companyName', value: 'Playhub Gaming N.V.', status: true },
    ],
    domainStatus: { current: 'playhub1.com', next: 'playhub2.com' },
    trialBonusAmount: 50,
    popup: { images: ['/p0.svg', '/p1.svg', '/p2.svg'], url: '/promotions' },
    sliderList: [],
    categoryList: [
      {
        name: 'Policies',
        content: [
          { id: 1, title: 'Terms and Conditions' },
          { id: 2, title: 'Privacy Policy' },
        ],
      },
      {
        name: 'Footer',
        content: [
          { id: 1, title: 'Terms and Conditions' },
          { id: 7, title: 'FAQ' },
        ],
      },
      { name: 'Gambling', content: [{ id: 3, title: 'Responsible Gambling' }] },
      { name: 'Quick Links', content: [{ id: 4, title: 'About Us' }] },
    ],
    videoInfo: null,
    providers: [],
    ...overrides,
  };
}
