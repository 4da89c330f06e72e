/** The configurator's texts, shared by its steps and its summary. */
export const texts = {
  steps: /*i18n*/ { id: 'blocks.seminarConfigurator.steps', message: 'Steps of your request' },
  stepOf: /*i18n*/ { id: 'blocks.seminarConfigurator.stepOf', message: 'Step {n} of {count}' },
  done: /*i18n*/ { id: 'blocks.seminarConfigurator.done', message: '(done)' },
  group: /*i18n*/ { id: 'blocks.seminarConfigurator.group', message: 'Your group' },
  space: /*i18n*/ { id: 'blocks.seminarConfigurator.space', message: 'Your space' },
  options: /*i18n*/ {
    id: 'blocks.seminarConfigurator.options',
    message: 'Catering and activities',
  },
  contact: /*i18n*/ { id: 'blocks.seminarConfigurator.contact', message: 'Your details' },
  participants: /*i18n*/ {
    id: 'blocks.seminarConfigurator.participants',
    message: 'Number of participants',
  },
  participantsHelp: /*i18n*/ {
    id: 'blocks.seminarConfigurator.participantsHelp',
    message: 'From {min} to {max} people.',
  },
  startDate: /*i18n*/ { id: 'blocks.seminarConfigurator.startDate', message: 'First day' },
  days: /*i18n*/ { id: 'blocks.seminarConfigurator.days', message: 'Length' },
  dayCount: /*i18n*/ {
    id: 'blocks.seminarConfigurator.dayCount',
    message: '{count, plural, one {# day} other {# days}}',
  },
  chooseSpace: /*i18n*/ { id: 'blocks.seminarConfigurator.chooseSpace', message: 'Choose a space' },
  capacity: /*i18n*/ {
    id: 'blocks.seminarConfigurator.capacity',
    message: 'Up to {count} people',
  },
  surface: /*i18n*/ { id: 'blocks.seminarConfigurator.surface', message: '{surface} m²' },
  tooSmall: /*i18n*/ {
    id: 'blocks.seminarConfigurator.tooSmall',
    message: 'Too small for {count} people',
  },
  spaceRequired: /*i18n*/ {
    id: 'blocks.seminarConfigurator.spaceRequired',
    message: 'Choose a space for your seminar.',
  },
  spaceTooSmall: /*i18n*/ {
    id: 'blocks.seminarConfigurator.spaceTooSmall',
    message:
      'This space holds {capacity} people at most: choose a larger one, or fewer participants.',
  },
  catering: /*i18n*/ { id: 'blocks.seminarConfigurator.catering', message: 'Catering' },
  noCatering: /*i18n*/ { id: 'blocks.seminarConfigurator.noCatering', message: 'No catering' },
  activities: /*i18n*/ { id: 'blocks.seminarConfigurator.activities', message: 'Activities' },
  company: /*i18n*/ { id: 'blocks.seminarConfigurator.company', message: 'Company' },
  name: /*i18n*/ { id: 'blocks.seminarConfigurator.name', message: 'Your name' },
  email: /*i18n*/ { id: 'blocks.seminarConfigurator.email', message: 'Email address' },
  phone: /*i18n*/ { id: 'blocks.seminarConfigurator.phone', message: 'Phone' },
  message: /*i18n*/ {
    id: 'blocks.seminarConfigurator.message',
    message: 'Anything else we should know?',
  },
  consent: /*i18n*/ {
    id: 'blocks.seminarConfigurator.consent',
    message: 'I agree to be contacted about this seminar request.',
  },
  back: /*i18n*/ { id: 'blocks.seminarConfigurator.back', message: 'Back' },
  next: /*i18n*/ { id: 'blocks.seminarConfigurator.next', message: 'Next' },
  send: /*i18n*/ { id: 'blocks.seminarConfigurator.send', message: 'Send my request' },
  summary: /*i18n*/ { id: 'blocks.seminarConfigurator.summary', message: 'Your seminar' },
  notChosen: /*i18n*/ { id: 'blocks.seminarConfigurator.notChosen', message: 'Not chosen yet' },
  none: /*i18n*/ { id: 'blocks.seminarConfigurator.none', message: 'None' },
  people: /*i18n*/ {
    id: 'blocks.seminarConfigurator.people',
    message: '{count, plural, one {# person} other {# people}}',
  },
  dates: /*i18n*/ { id: 'blocks.seminarConfigurator.dates', message: 'From {date}, {days}' },
  sentTitle: /*i18n*/ {
    id: 'blocks.seminarConfigurator.sentTitle',
    message: 'Thank you, your request is sent',
  },
  sentText: /*i18n*/ {
    id: 'blocks.seminarConfigurator.sentText',
    message: 'Our seminar team will send you a proposal within two working days.',
  },
};
