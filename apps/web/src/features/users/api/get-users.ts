import type { TPage, TTenantRole, TUser, TUserStatus } from '@forecourt/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { USERS_STALE_MS, userKeys } from '../lib/user-queries';

export type TUserListParams = { role?: TTenantRole; status?: TUserStatus; stationId?: string; search?: string; page?: number; limit?: number };

/** GET /users: the team, owner first, then managers and attendants by name. */
export function getUsers(params: TUserListParams = {}, signal?: AbortSignal): Promise<TPage<TUser>> {
  return api.get<TPage<TUser>>('/users', { query: params, ...(signal ? { signal } : {}) });
}

export const usersQueryOptions = (params: TUserListParams = {}) =>
  queryOptions({
    queryKey: [...userKeys.lists(), params] as const,
    queryFn: ({ signal }) => getUsers(params, signal),
    staleTime: USERS_STALE_MS,
    placeholderData: keepPreviousData,
  });

/** The page shows its own 'Error loading users' state, so failures do not toast. */
export function useUsers(params: TUserListParams = {}) {
  return useQuery({ ...usersQueryOptions(params), meta: { silent: true } });
}
