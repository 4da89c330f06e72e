/** The `tel:` address of a phone number as people write it: “+33 (0)2 43 40 24 24” → “tel:+330243402424”. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The `mailto:` address of an email. */
export const mailtoHref = (email: string) => `mailto:${email}`;
