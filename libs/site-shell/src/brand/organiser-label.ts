/** The organiser logo's accessible name, in the header and the footer alike. */
export const organiserLabel = /*i18n*/ {
  id: 'header.organiser',
  message: "ACO – Automobile Club de l'Ouest, the organiser",
};
