/** Creditors (customers who buy on credit) and their payments (document 3). Schemas follow with the API. */

/** An inactive creditor takes no new credit sales; one with history is made inactive, never deleted. */
export const CREDITOR_STATUSES = ['active', 'inactive'] as const;
export type TCreditorStatus = (typeof CREDITOR_STATUSES)[number];

/** How a creditor paid (document 3 §9). */
export const CREDIT_PAYMENT_METHODS = ['cash', 'card', 'upi', 'bank_transfer', 'check'] as const;
export type TCreditPaymentMethod = (typeof CREDIT_PAYMENT_METHODS)[number];

/** The largest credit limit a creditor may have (document 3 §5). */
export const CREDIT_LIMIT_MAX = 9_999_999;
