/**
 * The attendant portal's plain values (texts, keypad and list sizes, cache times, today's tasks): no
 * schema here, so a page can import them without zod (docs/decisions/031).
 */

/** Screen texts of document 3 (sections 2, 5 and 8), verbatim. */
export const ATTENDANT_MSG = {
  missingTitle: 'Missing Information',
  missingReading: 'Please select a nozzle and enter reading',
  invalidTitle: 'Invalid Reading',
  invalidReading: 'Please enter a valid reading value',
  addFailed: 'Failed to add reading',
  loadFailed: 'Failed to load data',
  noNozzles: 'No nozzles available',
  noStations: 'No stations assigned',
  noStationsHint: 'Contact your manager to get station access',
  stationsFailed: 'Failed to fetch stations. Please try again.',
  todayFailed: "Failed to load today's data",
  noDataToday: 'No data for today yet',
  cashPending: 'Cash Pending',
  cashReported: 'Cash Reported',
  reportCash: 'Report Cash',
  updateCashReport: 'Update Cash Report',
  recordNew: 'Record New Reading',
} as const;

/** On-screen reading keypad: at most this many characters (document 3 section 9). */
export const READING_KEYPAD_MAX_CHARS = 8;

/** Readings fetched for the home screen's Recent Activity, and how many of them it shows. */
export const ATTENDANT_RECENT_FETCH = 10;
export const ATTENDANT_RECENT_HOME = 3;

/** Recent readings listed on the add-reading screen. */
export const ATTENDANT_RECENT_READINGS = 5;

/** The attendant's recent readings are fresh for 30 s (document 3 section 9). */
export const ATTENDANT_READINGS_STALE_MS = 30_000;

/** Creditor choices in attendant forms: cached 10 minutes, one retry (document 3 section 9). */
export const ATTENDANT_CREDITORS_CACHE_MS = 600_000;

/**
 * Today's Tasks on the attendant home (document 3 section 2): the task, its label, the time of day (24 h,
 * in the tenant's zone) it is due by, and where it is done. GET /attendant/todays-summary says of each
 * whether it is done today (docs/decisions/062); the order here is the spec's, the home lists them by time.
 */
export const ATTENDANT_TASKS = [
  { id: 'morningReadings', label: 'Record Morning Readings', hour: 9, minute: 0, to: '/attendant/readings/new' },
  { id: 'cashReport', label: 'Submit Cash Report', hour: 18, minute: 0, to: '/attendant/cash-report' },
  { id: 'fuelLevels', label: 'Check Fuel Levels', hour: 8, minute: 0, to: '/attendant/inventory' },
] as const;

export type TAttendantTaskId = (typeof ATTENDANT_TASKS)[number]['id'];

/**
 * The morning of "Record Morning Readings": a nozzle's reading counts when it was recorded from the start
 * of the business day until 12:00 in the tenant's zone (noon, where the home's greeting turns from
 * morning to afternoon, document 3 section 9). docs/decisions/062.
 */
export const ATTENDANT_MORNING_ENDS_HOUR = 12;

/** The stock alerts whose acknowledgement completes "Check Fuel Levels" (docs/decisions/062). */
export const ATTENDANT_STOCK_ALERT_TYPES = ['low_stock', 'critical_stock'] as const;
