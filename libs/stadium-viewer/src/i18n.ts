import type { Catalog } from '@paddock/i18n';
import { messages as en } from './locales/en/messages.js';
import { messages as fr } from './locales/fr/messages.js';

/** The texts of @paddock/stadium-viewer in every locale. */
export const stadiumViewerCatalog: Catalog = { fr, en };
