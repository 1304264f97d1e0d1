import { z } from 'zod';
import { ZInstant } from './api-schemas';
import {
  CONTACT_BUSINESS_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_MSG,
  CONTACT_NAME_MAX,
  CONTACT_STATIONS_MAX,
  CONTACT_STATUSES,
} from './contact.constants';
import { ZEmail, ZPageQuery, ZPhone, text } from './validation';

/** POST /public/contact: the Contact Sales form (one schema for the form and the server). */
export const ZContactRequest = z.object({
  name: text({ min: 2, max: CONTACT_NAME_MAX, required: CONTACT_MSG.nameShort }),
  email: ZEmail,
  phone: ZPhone.optional(),
  businessName: text({ min: 2, max: CONTACT_BUSINESS_MAX, required: CONTACT_MSG.businessNameShort }),
  stations: z
    .number({ error: CONTACT_MSG.stationsInvalid })
    .int(CONTACT_MSG.stationsInvalid)
    .min(1, CONTACT_MSG.stationsInvalid)
    .max(CONTACT_STATIONS_MAX, CONTACT_MSG.stationsInvalid)
    .optional(),
  message: text({ min: CONTACT_MESSAGE_MIN, max: CONTACT_MESSAGE_MAX, required: CONTACT_MSG.messageShort, tooLong: CONTACT_MSG.messageLong }),
});
export type TContactRequest = z.infer<typeof ZContactRequest>;

/** The answer to a sent message: it is stored. */
export const ZContactReceipt = z.object({ id: z.string().uuid(), createdAt: ZInstant });
export type TContactReceipt = z.infer<typeof ZContactReceipt>;

/** A message as the superadmin reads it. */
export const ZContactMessage = z.object({
  id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  businessName: z.string(),
  stations: z.number().int().nullable(),
  message: z.string(),
  createdAt: ZInstant,
  status: z.enum(CONTACT_STATUSES),
  handledAt: ZInstant.nullable(),
  /** The admin who marked it handled (null while open, or when that admin was removed since). */
  handledByName: z.string().nullable(),
});
export type TContactMessage = z.infer<typeof ZContactMessage>;

/** GET /superadmin/contact-messages: newest first, all or by status. */
export const ZContactMessageListQuery = ZPageQuery.extend({ status: z.enum(CONTACT_STATUSES).optional() });
export type TContactMessageListQuery = z.infer<typeof ZContactMessageListQuery>;

/** The page's summary: how many messages are open over the whole inbox. */
export const ZContactSummary = z.object({ open: z.number().int() });
export type TContactSummary = z.infer<typeof ZContactSummary>;

/** PATCH /superadmin/contact-messages/:id */
export const ZContactMessageUpdate = z.object({ handled: z.boolean() });
export type TContactMessageUpdate = z.infer<typeof ZContactMessageUpdate>;
