import { enAttendant } from './en/attendant';
import { enAuth } from './en/auth';
import { enCash } from './en/cash';
import { enCommon } from './en/common';
import { enHelp } from './en/help';
import { enLanding } from './en/landing';
import { enOffline } from './en/offline';
import { enPlan } from './en/plan';
import { enPortal } from './en/portal';
import { enServer } from './en/server';
import { enSpec } from './en/spec';

/**
 * The English catalogue: flat dotted keys, ICU MessageFormat texts (docs/decisions/030). It is in the
 * main bundle; the Hindi one (./hi.ts) is loaded only when Hindi is chosen. Built from one file per
 * area (./en/*), each paired with its Hindi file (./hi/*), whose type requires the same keys.
 */
export const en = {
  ...enSpec,
  ...enServer,
  ...enCommon,
  ...enAuth,
  ...enLanding,
  ...enAttendant,
  ...enCash,
  ...enPortal,
  ...enOffline,
  ...enHelp,
  ...enPlan,
};

export type TMessageId = keyof typeof en;
export type TMessages = Record<TMessageId, string>;
/** The Hindi file of an area: exactly the keys of its English file. */
export type TCatalogueOf<T> = Record<keyof T, string>;
