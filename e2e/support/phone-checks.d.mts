/** Types of phone-checks.mjs (plain JavaScript, so that scripts/bench-web.mjs runs it without a build). */
export declare const MIN_TOUCH_PX: number;
export declare const PHONE_WIDTH_PX: number;
export declare const ATTENDANT_PAGES: readonly string[];
export type TSmallTarget = { what: string; width: number; height: number };
export type TPhoneLayoutReport = { overflowPx: number; small: TSmallTarget[]; checked: number };
export declare function phoneLayoutReport(minPx: number): TPhoneLayoutReport;
