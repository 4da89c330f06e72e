/** The texts both stand pickers share; the ids of the field errors are the CMS wording keys (SPEC §5). */
export const standTexts = {
  fieldEmpty: /*i18n*/ { id: 'stand.error.empty', message: 'Field is empty' },
  groupError: /*i18n*/ { id: 'stand.error.group', message: 'Group error' },
  category: /*i18n*/ { id: 'stand.category', message: 'Category' },
  block: /*i18n*/ { id: 'stand.block', message: 'Block' },
  chooseCategory: /*i18n*/ { id: 'stand.category.choose', message: 'Choose a category' },
  chooseBlock: /*i18n*/ { id: 'stand.block.choose', message: 'Choose a block' },
  blockOption: /*i18n*/ { id: 'stand.block.option', message: 'Block {block}' },
  blockSoldOut: /*i18n*/ { id: 'stand.block.soldOut', message: 'Block {block} (sold out)' },
  mapLabel: /*i18n*/ { id: 'stands.map.label', message: 'Map of the grandstands' },
  describeBlock: /*i18n*/ {
    id: 'stands.block.describe',
    message:
      'Block {block}, {category}, {free, plural, =0 {no seat free} one {# seat free} other {# seats free}}',
  },
  blockNotOnSale: /*i18n*/ {
    id: 'stands.block.notOnSale',
    message: 'Block {block}, not sold with this ticket',
  },
  describeSeat: /*i18n*/ {
    id: 'stands.seat.describe',
    message: 'Block {block}, row {row}, seat {seat}, {category}, {state}',
  },
  seatFree: /*i18n*/ { id: 'stands.seat.free', message: 'free' },
  seatTaken: /*i18n*/ { id: 'stands.seat.taken', message: 'taken' },
  loadFailed: /*i18n*/ {
    id: 'stands.loadFailed',
    message: 'The map of the grandstands could not be loaded. Please try again in a few minutes.',
  },
  retry: /*i18n*/ { id: 'stands.retry', message: 'Try again' },
  loading: /*i18n*/ { id: 'stands.loading', message: 'Loading the grandstands…' },
};
