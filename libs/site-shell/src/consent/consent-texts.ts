/** The consent manager's texts, shared by its banner and its preferences. */
export const consentTexts = {
  title: /*i18n*/ { id: 'consent.title', message: 'Your privacy' },
  text: /*i18n*/ {
    id: 'consent.text',
    message:
      'We use cookies to measure our audience and, with your consent, to show videos and social posts and to measure our campaigns. You can change your mind at any time from the "Cookies" link at the bottom of each page.',
  },
  acceptAll: /*i18n*/ { id: 'consent.acceptAll', message: 'Accept all' },
  refuseAll: /*i18n*/ { id: 'consent.refuseAll', message: 'Refuse all' },
  customize: /*i18n*/ { id: 'consent.customize', message: 'Customize' },
  save: /*i18n*/ { id: 'consent.save', message: 'Save my choices' },
  preferencesTitle: /*i18n*/ { id: 'consent.preferences.title', message: 'Cookie preferences' },
  necessary: /*i18n*/ { id: 'consent.necessary', message: 'Necessary' },
  necessaryText: /*i18n*/ {
    id: 'consent.necessary.text',
    message: 'Your cart, your login and this choice. Always on: the site cannot work without them.',
  },
  audience: /*i18n*/ { id: 'consent.audience', message: 'Audience measurement' },
  audienceText: /*i18n*/ {
    id: 'consent.audience.text',
    message: 'Anonymous statistics of visits and clicks, to improve the site.',
  },
  marketing: /*i18n*/ { id: 'consent.marketing', message: 'Marketing and embedded content' },
  marketingText: /*i18n*/ {
    id: 'consent.marketing.text',
    message: 'Videos and social posts from their platforms, and the measurement of our campaigns.',
  },
  saved: /*i18n*/ { id: 'consent.saved', message: 'Your choices are saved.' },
};
