import cardGrid from './card-grid.module.css';

const columnClasses = { 2: cardGrid.two, 3: cardGrid.three, 4: cardGrid.four } as const;

/**
 * The classes of the card grid `basic-card-grid` and `modal-grid` share (card-grid.module.css): the
 * list for the block's 2, 3 or 4 desktop columns, a card's body and its text. A card and its picture
 * compose `card` and `picture` in the block's module, which styles them on hover and focus.
 */
export const cardGridClasses = {
  list: (columns: 2 | 3 | 4) => `${cardGrid.grid} ${columnClasses[columns]}`,
  body: cardGrid.body,
  text: cardGrid.text,
};
