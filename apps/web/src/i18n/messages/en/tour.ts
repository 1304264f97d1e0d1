/**
 * The product tour behind Watch Demo (/tour; docs/decisions/063): the product's real screens, each with
 * what it does. The pictures are screenshots of the demo business (Sharma Fuels), said so on the page.
 */
export const enTour = {
  'tour.title': 'Product tour',
  'tour.heading': 'See Forecourt at work',
  'tour.intro':
    'A walk through the screens an owner, a manager and an attendant use every day. The pictures are the real app with the demo business, Sharma Fuels: its figures are demo data, not a customer’s.',
  'tour.steps': 'Tour steps',
  'tour.step': 'Step {n} of {total}',
  'tour.shotAlt': 'Screenshot: {title}',
  'tour.dashboard.title': 'The owner’s dashboard',
  'tour.dashboard.text':
    'Today’s sales, fuel volume, transactions and active stations at a glance, with the fuel breakdown, the 7-day trend, payment methods and each station’s performance — all computed from the readings recorded at the nozzles.',
  'tour.readings.title': 'Readings at the pump, on a phone',
  'tour.readings.text':
    'An attendant picks the nozzle and types the meter reading on a large keypad. The sale follows from the difference and the fuel price in force; the attendant’s screens speak Hindi or English, and a reading taken without network is sent when it is back.',
  'tour.inventory.title': 'Tanks and low-stock alerts',
  'tour.inventory.text':
    'Every tank’s stock per station: sales take litres out, deliveries and stock updates put them in. A tank running low raises an alert before a pump runs dry.',
  'tour.cash.title': 'Cash reports by shift',
  'tour.cash.text':
    'At the end of a shift the attendant declares cash, card, UPI and credit; the owner or manager approves or rejects the report, then compares the day’s sales with what was declared and closes the day.',
  'tour.creditors.title': 'Credit customers',
  'tour.creditors.text':
    'Fleet and business customers who buy on credit: their limits, balances, payments and statements, with a warning when one nears the limit.',
  'tour.reports.title': 'Reports to download',
  'tour.reports.text':
    'Sales, inventory and readings reports for a station and a period, as PDF, CSV or Excel — made when you ask, or every day, week or month on a schedule.',
  'tour.tryHeading': 'Try it yourself',
  'tour.tryText': 'Start your own business account on the Regular plan, or talk to us about more stations.',
  'tour.demoText': 'This server holds the demo business. Sign in as its owner to look around:',
  'tour.demoEmail': 'Email',
  'tour.demoPassword': 'Password',
  'tour.signInDemo': 'Sign in to the demo',
};
