import type { TMessages } from './en';
import { hiAttendant } from './hi/attendant';
import { hiAuth } from './hi/auth';
import { hiCash } from './hi/cash';
import { hiCommon } from './hi/common';
import { hiHelp } from './hi/help';
import { hiLanding } from './hi/landing';
import { hiOffline } from './hi/offline';
import { hiPlan } from './hi/plan';
import { hiPortal } from './hi/portal';
import { hiServer } from './hi/server';
import { hiSpec } from './hi/spec';

/**
 * The Hindi catalogue (हिन्दी), loaded with a dynamic import only when Hindi is chosen (../load-messages.ts):
 * the English bundle does not carry it. Every key of the English catalogue, no other (the type and
 * ../catalogue.test.ts both check it); English is the fallback for nothing.
 */
const hi: TMessages = {
  ...hiSpec,
  ...hiServer,
  ...hiCommon,
  ...hiAuth,
  ...hiLanding,
  ...hiAttendant,
  ...hiCash,
  ...hiPortal,
  ...hiOffline,
  ...hiHelp,
  ...hiPlan,
};

export default hi;
