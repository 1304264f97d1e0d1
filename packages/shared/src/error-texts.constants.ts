/**
 * Every text the API sends in a failure, by its stable key (docs/decisions/060): the envelope carries
 * `key` and `params` beside the English `message`, so a client says it in its own language by key
 * (Hindi: ./error-texts.hi.ts), never by matching the English. This is the one source of the English:
 * the `*_MSG` constants that name these texts read them from here.
 *
 * A text is an ICU MessageFormat subset: `{name}` (a string or a number, written as given) and
 * `{name, plural, one {…} other {…}}` (a number; `#` in a branch is the number's digits). No plain
 * module imports: the web's first load may use it (docs/decisions/031).
 */
export const ERROR_TEXTS = {
  // The edges: a request the schemas or the framework refuse, an unknown route, a server fault.
  'validation.invalid': 'Invalid request. Please check your input.',
  'validation.malformedJson': 'The request body is not valid JSON.',
  /** A schema's own message (`message`) on a field of the request; `{message}` alone when it names none. */
  'validation.fieldIssue': '{field}: {message}',
  'validation.issue': '{message}',
  'validation.invalidValue': 'Invalid value',
  'validation.dateFormat': 'Date must be YYYY-MM-DD',
  'validation.dateFormatAtField': '{field}: Date must be YYYY-MM-DD',
  'request.badUrl': 'The address is not valid.',
  'request.uriTooLong': 'The address is too long.',
  'request.payloadTooLarge': 'The request is too large.',
  'request.notFound': 'The requested resource was not found.',
  'request.rateLimited': 'Too many requests. Please wait a moment before trying again.',
  'server.error': 'Server error. Our team has been notified.',
  /** 409: a write waited its lock_timeout (5 s) for rows another change holds (SQLSTATE 55P03, http/db-errors.ts). */
  'db.busy': 'Another change to the same records is in progress. Please try again.',
  // Input the schemas should have stopped, refused again by the database (docs/decisions/011).
  'input.dateOutOfRange': 'A date is out of range.',
  'input.invalidText': 'Text contains a character that is not allowed.',
  'input.valueOutOfRange':
    'A figure is too large to record: the value, or a total it adds to (a stock, an amount), is beyond what can be stored. Please check the value.',

  // Sessions, sign-in and the guard.
  'auth.required': 'Authentication required.',
  'auth.sessionExpired': 'Your session has expired. Please log in again.',
  'auth.forbidden': "You don't have permission to perform this action.",
  'auth.invalidCredentials': 'Invalid credentials. Please try again.',
  'auth.tenantSuspended': 'Your business account is suspended. Please contact support.',
  'auth.tenantCancelled': 'Your business account has been cancelled. Please contact support.',
  'auth.tenantHeaderMismatch': 'The tenant in the request does not match your session.',
  'auth.adminOnly': 'This sign-in is for platform administrators only.',
  'auth.useAdminLogin': 'Platform administrators sign in through the admin portal.',
  'auth.emailTaken': 'An account with this email already exists.',

  // Plans: a limit reached (422 PLAN_LIMIT), a feature the plan lacks (403 PLAN_FEATURE) and the superadmin's plan refusals.
  'planLimit.stations': 'Your {plan} plan allows {limit, plural, one {# station} other {# stations}}. Upgrade your plan to add more.',
  'planLimit.pumps': 'Your {plan} plan allows {limit, plural, one {# pump} other {# pumps}} per station. Upgrade your plan to add more.',
  'planLimit.nozzles': 'Your {plan} plan allows {limit, plural, one {# nozzle} other {# nozzles}} per pump. Upgrade your plan to add more.',
  'planLimit.users': 'Your {plan} plan allows {limit, plural, one {# user} other {# users}}. Upgrade your plan to add more.',
  'plan.notFound': 'Plan not found.',
  'plan.nameTaken': 'A plan with this name already exists.',
  'plan.inUse': 'This plan is used by {tenants, plural, one {# tenant} other {# tenants}}: move them to another plan before deleting it.',
  'plan.isDefault': 'This is the plan new sign-ups get: make another plan the default before deleting it.',
  /** 403 PLAN_FEATURE: the tenant's plan lacks an area its route needs (`feature` is a key of PLAN_FEATURES, docs/decisions/064). */
  'plan.featureMissing': 'Your {plan} plan does not include {feature}. Upgrade your plan to use it.',

  // Stations, pumps, nozzles, fuel prices.
  'station.notFound': 'Station not found',
  'station.nameTaken': 'A station with this name already exists.',
  'pump.notFound': 'Pump not found',
  'pump.serialTaken': 'A pump with this serial number already exists.',
  'nozzle.notFound': 'Nozzle not found',
  'nozzle.nameTaken': 'A nozzle with this name already exists on this pump.',
  // Tanks (issue 38, docs/decisions/068).
  'tank.nameTaken': 'A tank with this name already exists at this station.',
  'tank.fixed': "A tank's station and fuel cannot be changed. Add a new tank instead.",
  'tank.nozzleNotHere': 'Every nozzle a tank feeds must be a nozzle of its station.',
  'tank.nozzleFuel': '{nozzle} sells {nozzleFuel}: a {fuel} tank can feed only {fuel} nozzles.',
  'tank.notEmpty': 'This tank still holds {stock} L by the book. Record its stock as 0 L before deleting it.',
  'inventory.chooseTank': 'This station has more than one {fuel} tank. Choose the tank to update.',
  'dipChart.empty': 'The chart file is empty. Upload the CSV your calibrator gave for this tank.',
  'dipChart.unknownShape':
    'The chart must have the columns Dip_Value and Dip_Volume (or Dip_Stock), one row per centimetre, or DipValue and t_0 to t_9, one row per centimetre with a column per millimetre.',
  'dipChart.badDip': 'Row {row}: the dip "{cell}" is not a number of centimetres (to one decimal).',
  'dipChart.repeatedDip': 'Row {row}: the dip {cm} cm appears twice in the chart.',
  'dipChart.tooLarge': 'A chart can have at most {max} points.',
  'dipChart.tooFewPoints': 'The chart needs at least two readable points.',
  'dipChart.notCsv': 'Upload the chart as a CSV file (text/csv).',
  'dipChart.none': 'This tank has no dip chart yet. Upload its calibration chart first.',
  'dipChart.beyond': "A dip of {cm} cm is beyond this tank's chart, which ends at {max} cm.",
  'dip.inFuture': 'A dip cannot be dated in the future.',
  'dip.replayMismatch': 'This dip id was already used for a different dip.',
  'receipt.duplicateInvoice': 'This invoice (challan) has already been recorded at this station.',
  'fuelPrice.notFound': 'Fuel price not found',
  'fuelPrice.usedByReadings': 'This price has been used by readings and cannot be changed. Set a new price instead.',
  'fuelPrice.validFromTaken': 'A price for this station and fuel already starts at this time.',

  // Readings (most are the database's refusals, http/db-errors.ts) and the day gate.
  'reading.notFound': 'Reading not found',
  'reading.notActive': 'This nozzle, its pump or its station is not active. Readings can be recorded only on active equipment.',
  'reading.inFuture': 'A reading cannot be dated in the future.',
  'reading.beforeLatest': "A reading cannot be dated before the nozzle's latest reading.",
  'reading.belowPrevious': 'Current reading ({current} L) cannot be less than previous reading ({previous} L)',
  /** `fuel`: the fuel type (petrol, diesel, premium), which is also its English label in lower case. */
  'reading.noPrice': "No {fuel} price is set for {station} at the reading's time. Set the fuel price first.",
  'reading.amountTooLarge': 'The amount of this reading is too large to record. Please check the value.',
  'reading.alreadyVoided': 'This reading has already been voided.',
  'reading.notLatest': "Only the nozzle's latest reading can be voided or corrected.",
  'reading.replayMismatch': 'This reading id was already used for a different reading.',
  'reading.creditorRequired': 'Please select a creditor for credit sales',
  'reading.creditorNotCredit': 'A creditor can be named only for a credit sale.',
  'day.closed': 'Day already finalized for this station.',

  // Creditors and their payments; amounts are ₹ texts as formatINR writes them.
  'creditor.notFound': 'Creditor not found',
  'creditor.creditLimit':
    'Credit limit exceeded for {partyName}: the balance is {balance} of a {limit} limit, and this sale of {amount} would take it to {total}.',
  'creditor.paymentNotFound': 'Payment not found',
  'creditor.alreadyReversed': 'This payment has already been reversed.',
  'creditor.reversalNotReversible': 'A reversal cannot be reversed.',

  // Cash reports.
  'cash.notFound': 'Cash report not found',
  'cash.reviewed': 'This cash report has already been reviewed and can no longer be changed.',
  'cash.replayMismatch': 'This cash report id was already used for a different report.',
  'cash.todayOnly': 'Cash reports can be submitted for today only.',
  'cash.inFuture': 'A cash report cannot be dated in the future.',
  'cash.ownReview': 'You cannot review your own cash report.',
  'cash.creditorRequired': 'Please select a creditor for credit amount',

  // Reconciliation: the summary, closing and reopening a day (docs/decisions/024).
  'reconciliation.summaryParamsRequired': 'Station ID and date are required for reconciliation summary',
  'reconciliation.notFound': 'Reconciliation not found',
  'reconciliation.futureDay': 'A day in the future cannot be closed.',
  'reconciliation.dayNotEnded': "Today's business day has not ended yet: it can be closed from tomorrow.",
  'reconciliation.pendingReports':
    '{count, plural, one {# cash report of this day is still pending: approve or reject it} other {# cash reports of this day are still pending: approve or reject them}} before closing the day.',
  'reconciliation.notClosed': 'This day is not closed.',
  'reconciliation.alreadyApproved': 'This day has already been approved.',

  // Team users and account settings.
  'user.notFound': 'User not found',
  'user.currentPasswordWrong': 'Current password is incorrect',
  'user.passwordChangedMeanwhile': 'Your password was changed in the meantime. Please try again.',
  'user.ownPasswordOnly': 'You can change only your own password.',
  'user.rolesAllowed': 'Users can be created or edited with the role attendant or manager only',
  'user.managerManagesAttendants': 'Managers can manage attendants only.',
  'user.ownerNotManaged': "The business owner's account cannot be changed here.",
  'user.notYourself': 'You cannot do this to your own account. Use Account Settings instead.',
  'user.stationRequired': 'Attendants must be assigned to at least one station',
  'user.stationsNotFound': 'One or more selected stations were not found',

  // Inventory, alerts, onboarding, reports, dashboard and analytics.
  'tank.notFound': 'Tank not found.',
  'alert.notFound': 'Alert not found.',
  /** `step`: the setup guide step's English title; `route`: the page that does it. */
  'onboarding.prerequisite': 'Complete "{step}" first.',
  'onboarding.doneByData': '"{step}" is done once it exists: open {route}.',
  'onboarding.reminderNotFound': 'Reminder not found',
  'onboarding.helpNotFound': 'No help for this page yet',
  'report.notFound': 'Report not found',
  'report.scheduleNotFound': 'Scheduled report not found',
  'report.notReady': 'The report is still being generated. Try again when it is completed.',
  'report.failed': 'This report could not be generated. Please generate it again.',
  'dashboard.rangeOrder': 'dateFrom must not be after dateTo',
  'analytics.rangeOrder': 'Start date must be on or before the end date',
  'analytics.rangeOrderAtField': '{field}: Start date must be on or before the end date',
  'analytics.hourlyRangeTooLong': 'Hourly sales cover at most {days} days: choose a shorter range',

  // The superadmin portal: tenants, their settings, admin users.
  'tenant.notFound': 'Tenant not found.',
  'tenant.hasHistory':
    'This tenant has recorded readings, cash reports or credit payments and cannot be deleted. Cancel it instead: its data is kept.',
  'tenant.exportDisabled': 'Exports are disabled for your business by the platform administrator. Please contact support.',
  /** `setting`: the setting's key; `allowed`: its values, quoted and joined ("'true' or 'false'"). */
  'tenant.settingInvalid': '{setting} must be {allowed}.',
  'admin.notFound': 'Admin user not found.',
  'admin.lastSuperadmin': 'The last superadmin cannot be deleted.',
  'admin.notYourself': 'You cannot delete your own admin account.',
  // The contact form's messages (Contact Sales), read by the superadmin.
  'contact.notFound': 'Message not found.',
} as const;

export type TErrorKey = keyof typeof ERROR_TEXTS;
export const ERROR_KEYS = Object.keys(ERROR_TEXTS) as TErrorKey[];

/** A parameter's value: a name or a figure as the text shows it, or a count (plural). */
export type TErrorParamValue = string | number;
/** The parameters of a failure on the wire: its text's arguments by name. */
export type TErrorParamValues = Readonly<Record<string, TErrorParamValue>>;

// ---- the parameters a text takes, read from its template by the type checker ----

/** What follows a plural's branches: `…} other {…}} rest` → ` rest`. */
type AfterPlural<S extends string> = S extends `${infer Pre}}${infer After}`
  ? Pre extends `${string}{${string}`
    ? S extends `${string}{${string}}${infer Rest}`
      ? AfterPlural<Rest>
      : never
    : After
  : never;

/** An argument's type: a plural's is a number; a named one's is what `Types` says (`fuel`: a fuel type), else a value. */
type ArgumentsOf<S extends string, Types, Acc = {}> = S extends `${string}{${infer Rest}`
  ? Rest extends `${infer Head}}${infer After}`
    ? Head extends `${infer Name}, plural,${string}`
      ? Rest extends `${Name}, plural,${infer Branches}`
        ? ArgumentsOf<AfterPlural<Branches>, Types, Acc & { [K in Name]: number }>
        : never
      : ArgumentsOf<After, Types, Acc & { [K in Head]: Head extends keyof Types ? Types[Head] : TErrorParamValue }>
    : Acc
  : Acc;

type Flat<T> = { [K in keyof T]: T[K] };

/** The parameters a template takes, by name (for another catalogue of the same subset: alert-texts.constants.ts). */
export type TTemplateParams<S extends string, Types = {}> = Flat<ArgumentsOf<S, Types>>;

/** The parameters of a key: `{ current, previous }` for 'reading.belowPrevious', `{}` for a text without any. */
export type TErrorParams<K extends TErrorKey> = TTemplateParams<(typeof ERROR_TEXTS)[K]>;

/** The arguments after the key: none for a text without parameters, else its parameters (all required). */
type TParamsArgument<K extends TErrorKey> = K extends TErrorKey ? ({} extends TErrorParams<K> ? [] : [params: TErrorParams<K>]) : never;

declare const keyed: unique symbol;
/**
 * A failure's text: its key, its parameters and its English. Made by `errorText` only (the brand), so the
 * message is always the key's text with those parameters.
 */
export type TErrorText<K extends TErrorKey = TErrorKey> = {
  readonly key: K;
  readonly params: TErrorParamValues;
  readonly message: string;
  readonly [keyed]: true;
};

/** A failure's text by key; a misspelt key, a missing or an unknown parameter does not compile. */
export function errorText<K extends TErrorKey>(key: K, ...args: TParamsArgument<K>): TErrorText<K> {
  const params: TErrorParamValues = args[0] ?? {};
  return { key, params, message: formatErrorText(ERROR_TEXTS[key], params, 'en') } as TErrorText<K>;
}

/** Whether a value (an envelope's `key`) is a key of this catalogue: a client may meet a newer server's keys. */
export function isErrorKey(value: unknown): value is TErrorKey {
  return typeof value === 'string' && Object.hasOwn(ERROR_TEXTS, value);
}

/** A failure's text in English, from its key and parameters as the envelope carries them (Hindi: errorTextHi). */
export function errorTextEn(key: TErrorKey, params: TErrorParamValues = {}): string {
  return formatErrorText(ERROR_TEXTS[key], params, 'en');
}

// ---- the formatter ----

const TOKEN = /\{(\w+)\}|\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const BRANCH = /\s*(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;
const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * A template with its parameters, in `locale`'s plural rules (English unless told). A parameter that is
 * missing stays as its placeholder; the types and the catalogue's test make that not happen.
 */
export function formatErrorText(template: string, params: TErrorParamValues, locale = 'en'): string {
  return template.replace(TOKEN, (whole, simple: string | undefined, plural: string | undefined, branches: string | undefined) => {
    const name = (simple ?? plural)!;
    const value = params[name];
    if (value === undefined) return whole;
    if (simple) return String(value);
    const n = Number(value);
    let rules = pluralRules.get(locale);
    if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
    const options = new Map([...branches!.matchAll(BRANCH)].map((m) => [m[1]!, m[2]!]));
    const branch = options.get(`=${n}`) ?? options.get(rules.select(n)) ?? options.get('other') ?? '';
    return branch.replace(/#/g, String(value));
  });
}

/** The placeholders of a template, with their kind ('count:plural', 'field:argument'), sorted. */
export function errorTextSignature(template: string): string[] {
  return [...template.matchAll(TOKEN)].map((m) => (m[1] ? `${m[1]}:argument` : `${m[2]}:plural`)).sort();
}
