import {
  ALERT_MSG,
  ATTENDANT_MSG,
  CASH_REPORT_MSG,
  DAY_MSG,
  FEED_MSG,
  INPUT_MSG,
  INVENTORY_MSG,
  MSG,
  READING_MSG,
  TITLES,
  USER_MSG,
} from '@forecourt/shared';
import { DATE_TEXT_MSG } from '@/components/date-text-msg';

/** An ICU argument where a shared text function takes a number: INPUT_MSG.tooLong(arg('max')). */
const arg = (name: string) => `{${name}}` as unknown as number;

/**
 * The spec's texts and the server's messages an attendant or a signed-out visitor can see (`msg.*`),
 * taken from the constants of packages/shared so the English stays verbatim. A text that reaches the
 * screen as English — a server's answer, a shared schema's message, a toast raised with a constant — is
 * recognised by these entries and shown in Hindi (../known-text.ts). A function's text takes ICU
 * arguments: READING_MSG.belowPrevious('{current}', '{previous}').
 */
export const enSpec = {
  // The error catalogue (document 1, section 8) and its titles.
  'msg.network': MSG.network,
  'msg.serverIssues': MSG.serverIssues,
  'msg.timeout': MSG.timeout,
  'msg.unexpected': MSG.unexpected,
  'msg.invalidResponse': MSG.invalidResponse,
  'msg.title.loginFailed': TITLES.loginFailed,
  'msg.title.sessionExpired': TITLES.sessionExpired,
  'msg.title.accessDenied': TITLES.accessDenied,
  'msg.title.connection': TITLES.connection,
  'msg.title.validation': TITLES.validation,
  'msg.title.requestError': TITLES.requestError,
  'msg.title.timeout': TITLES.timeout,
  'msg.title.rateLimit': TITLES.rateLimit,
  'msg.title.server': TITLES.server,
  // Input rules every schema is built from (docs/decisions/011).
  'msg.input.tooLong': INPUT_MSG.tooLong(arg('max')),
  'msg.input.tooShort': INPUT_MSG.tooShort(arg('min')),
  'msg.input.tooPrecise': INPUT_MSG.tooPrecise(arg('scale')),
  'msg.input.tooLarge': INPUT_MSG.tooLarge(arg('max')),
  // Sign-in, sign-up and the password (the shared schemas' own words).
  'msg.auth.emailRequired': 'Email is required',
  'msg.auth.emailTooLong': 'Email is too long',
  'msg.auth.emailInvalid': 'Please enter a valid email address',
  'msg.auth.passwordRequired': 'Password is required',
  'msg.auth.businessNameShort': 'Business name must be at least 2 characters',
  'msg.auth.nameShort': 'Name must be at least 2 characters',
  'msg.auth.passwordShort': 'Password must be at least {min} characters',
  'msg.auth.passwordLong': 'Password must be at most {max} characters',
  'msg.user.fillAllFields': USER_MSG.fillAllFields,
  'msg.user.newPasswordsMismatch': USER_MSG.newPasswordsMismatch,
  'msg.user.newPasswordTooShort': USER_MSG.newPasswordTooShort,
  'msg.user.passwordChanged': USER_MSG.passwordChanged,
  'msg.user.passwordChangeFailed': USER_MSG.passwordChangeFailed,
  // The date field (components/date-field.tsx).
  'msg.date.format': DATE_TEXT_MSG.format,
  'msg.date.notReal': DATE_TEXT_MSG.notReal,
  'msg.date.before': DATE_TEXT_MSG.before('{date}'),
  'msg.date.after': DATE_TEXT_MSG.after('{date}'),
  // The attendant portal (document 3).
  'msg.attendant.missingTitle': ATTENDANT_MSG.missingTitle,
  'msg.attendant.missingReading': ATTENDANT_MSG.missingReading,
  'msg.attendant.invalidTitle': ATTENDANT_MSG.invalidTitle,
  'msg.attendant.invalidReading': ATTENDANT_MSG.invalidReading,
  'msg.attendant.addFailed': ATTENDANT_MSG.addFailed,
  'msg.attendant.loadFailed': ATTENDANT_MSG.loadFailed,
  'msg.attendant.noNozzles': ATTENDANT_MSG.noNozzles,
  'msg.attendant.noStations': ATTENDANT_MSG.noStations,
  'msg.attendant.noStationsHint': ATTENDANT_MSG.noStationsHint,
  'msg.attendant.stationsFailed': ATTENDANT_MSG.stationsFailed,
  'msg.attendant.todayFailed': ATTENDANT_MSG.todayFailed,
  'msg.attendant.noDataToday': ATTENDANT_MSG.noDataToday,
  'msg.attendant.cashPending': ATTENDANT_MSG.cashPending,
  'msg.attendant.cashReported': ATTENDANT_MSG.cashReported,
  'msg.attendant.reportCash': ATTENDANT_MSG.reportCash,
  'msg.attendant.updateCashReport': ATTENDANT_MSG.updateCashReport,
  'msg.attendant.recordNew': ATTENDANT_MSG.recordNew,
  // Readings (document 2) and the server's refusals of one.
  'msg.reading.requiredFields': READING_MSG.requiredFields,
  'msg.reading.recordedTitle': READING_MSG.recordedTitle,
  'msg.reading.recorded': READING_MSG.recorded('{litres}', '{nozzleNumber}'),
  'msg.reading.recordedAlt': READING_MSG.recordedAlt,
  'msg.reading.stationsLoadFailed': READING_MSG.stationsLoadFailed,
  'msg.reading.noStations': READING_MSG.noStations,
  'msg.reading.noPumps': READING_MSG.noPumps,
  'msg.reading.noNozzles': READING_MSG.noNozzles,
  'msg.reading.noPrevious': READING_MSG.noPrevious,
  'msg.reading.creditorRequiredTitle': READING_MSG.creditorRequiredTitle,
  'msg.reading.selectCreditor': READING_MSG.selectCreditor,
  'msg.reading.jumpConfirm': READING_MSG.jumpConfirm('{litres}'),
  // A station's closed day (DESIGN §3).
  'msg.day.finalizedTitle': DAY_MSG.dayFinalizedTitle,
  'msg.day.finalized': DAY_MSG.dayFinalized,
  // Shift cash reports (document 3) and the server's refusals of one.
  'msg.cash.invalidAmountTitle': CASH_REPORT_MSG.invalidAmountTitle,
  'msg.cash.atLeastOneAmount': CASH_REPORT_MSG.atLeastOneAmount,
  'msg.cash.stationRequired': CASH_REPORT_MSG.stationRequired,
  'msg.cash.shiftRequired': CASH_REPORT_MSG.shiftRequired,
  'msg.cash.submittedTitle': CASH_REPORT_MSG.submittedTitle,
  'msg.cash.updatedTitle': CASH_REPORT_MSG.updatedTitle,
  'msg.cash.totalReported': CASH_REPORT_MSG.totalReported('{total}'),
  'msg.cash.submitFailed': CASH_REPORT_MSG.submitFailed,
  'msg.cash.submitFailedTitle': CASH_REPORT_MSG.submitFailedTitle,
  'msg.cash.status400': CASH_REPORT_MSG.status400,
  'msg.cash.status401': CASH_REPORT_MSG.status401,
  'msg.cash.status403': CASH_REPORT_MSG.status403,
  'msg.cash.status404': CASH_REPORT_MSG.status404,
  'msg.cash.status500': CASH_REPORT_MSG.status500,
  'msg.cash.creditorsFetchFailed': CASH_REPORT_MSG.creditorsFetchFailed,
  'msg.cash.loadFailed': CASH_REPORT_MSG.loadFailed,
  'msg.cash.creditorWithoutCredit': CASH_REPORT_MSG.creditorWithoutCredit,
  'msg.cash.creditorChoiceConflict': CASH_REPORT_MSG.creditorChoiceConflict,
  'msg.cash.amountInvalid': CASH_REPORT_MSG.amountInvalid,
  'msg.cash.amountTooLarge': CASH_REPORT_MSG.amountTooLarge,
  'msg.cash.amountTooPrecise': CASH_REPORT_MSG.amountTooPrecise,
  // Alerts, the feed and the stock.
  'msg.alert.fetchFailed': ALERT_MSG.fetchFailed,
  'msg.alert.ackFailed': ALERT_MSG.ackFailed,
  'msg.alert.acknowledged': ALERT_MSG.acknowledged,
  'msg.alert.empty': ALERT_MSG.empty,
  'msg.feed.dismissFailedTitle': FEED_MSG.dismissFailedTitle,
  'msg.feed.dismissFailed': FEED_MSG.dismissFailed,
  // What the server writes into an attendant's alerts and the feed's reading task (recognised, then said in
  // Hindi). The longer critical-stock text first: the shorter one's pattern would also match it.
  'msg.inventory.noTank': INVENTORY_MSG.noTank,
  'msg.inventory.negativeStock': INVENTORY_MSG.negativeStock,
  'msg.inventory.noStationData': INVENTORY_MSG.noStationData,
};
