// Texts more than one view shows. Each message has an explicit id; French is in locales/fr.
export const sharedTexts = {
  back: /*i18n*/ { id: 'stadium.back', message: 'Back to the top view' },
  loadingSeats: /*i18n*/ { id: 'stadium.loadingSeats', message: 'Loading the seats…' },
  row: /*i18n*/ { id: 'stadium.row', message: 'Row {row}' },
  seatsOfBlock: /*i18n*/ { id: 'stadium.seatsOfBlock', message: 'Seats of block {block}' },
  blocksOnSale: /*i18n*/ { id: 'stadium.blocksOnSale', message: 'Blocks on sale' },
  noBlockOnSale: /*i18n*/ {
    id: 'stadium.noBlockOnSale',
    message: 'No block of this grandstand is on sale for this ticket.',
  },
  noFreeSeat: /*i18n*/ { id: 'stadium.noFreeSeat', message: 'Every seat of this block is taken.' },
};
