/**
 * The sign-in body's schema, in a module of its own: the sign-in page loads it (and zod with it) when a
 * field is first focused, not with the page (docs/decisions/031-fast-on-a-cheap-phone.md).
 */
export { ZLoginRequest } from '@forecourt/shared';
