// Formatting in the Indian locale (en-IN): rupees with lakh/crore grouping, litres. Owned by the
// shared-rules work; see format.test.ts.
export {};
