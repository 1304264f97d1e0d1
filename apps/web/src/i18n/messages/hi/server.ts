import { ALERT_TEXTS_HI, ERROR_TEXTS_HI } from '@forecourt/shared';
import type { TCatalogueOf } from '../en';
import { serverEntries, type enServer } from '../en/server';

/** हिन्दी: the texts the server sends by key (packages/shared/src/error-texts.hi.ts, alert-texts.hi.ts). */
export const hiServer: TCatalogueOf<typeof enServer> = serverEntries(ERROR_TEXTS_HI, ALERT_TEXTS_HI);
