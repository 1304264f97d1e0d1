import type { TContactMessageListQuery } from '@forecourt/shared';

/** The query keys of the contact messages (the superadmin's inbox). */
export type TContactListParams = Pick<TContactMessageListQuery, 'page' | 'limit'> & Partial<Pick<TContactMessageListQuery, 'status'>>;

export const contactKeys = {
  all: ['superadmin', 'contact-messages'] as const,
  list: (params: TContactListParams) => [...contactKeys.all, 'list', params] as const,
};
