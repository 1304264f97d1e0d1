import type { THelpTopic } from './onboarding';

/**
 * Contextual help per route (GET /onboarding/help?route=): the topic of the longest route prefix that
 * matches. Kept here so the server answers it and the texts live in one place.
 */
export const HELP_TOPICS: THelpTopic[] = [
  {
    route: '/dashboard',
    title: 'Your dashboard',
    summary: "Today's sales of your business at a glance, each figure compared with yesterday.",
    tips: [
      'Figures are for the business day in your time zone and count every reading that is not voided.',
      'The Plan tab shows how many stations, pumps and users your plan still allows.',
      'Open the Alerts tab to acknowledge what needs attention.',
    ],
    links: [
      { label: 'Record a reading', to: '/dashboard/readings/new' },
      { label: 'Sales', to: '/dashboard/sales' },
    ],
  },
  {
    route: '/setup',
    title: 'Setting up your business',
    summary: 'Four steps in order: a station, its pumps, their nozzles and the fuel prices. Each step unlocks the next.',
    tips: [
      'A nozzle needs a pump, and a pump needs a station.',
      'Readings turn into sales only once the fuel has a price at that station.',
      'Skip Setup hides the checklist from your dashboard; Settings and this page can show it again.',
    ],
    links: [{ label: 'Create a station', to: '/dashboard/stations/new' }],
  },
  {
    route: '/dashboard/stations',
    title: 'Stations',
    summary: 'Each station has its own pumps, prices, stock and business day.',
    tips: [
      'Your plan limits how many stations you can have; the plan card shows what is left.',
      'Deleting a station keeps its history; its pumps and nozzles stop taking readings.',
    ],
    links: [{ label: 'Pumps & Nozzles', to: '/dashboard/pumps' }],
  },
  {
    route: '/dashboard/pumps',
    title: 'Pumps and nozzles',
    summary: 'A pump belongs to a station and carries one or more nozzles, each dispensing one fuel.',
    tips: [
      "A nozzle's opening meter reading is where its first sale is counted from.",
      'Set a pump to maintenance to stop readings on its nozzles without deleting it.',
    ],
    links: [{ label: 'Add a pump', to: '/dashboard/pumps/new' }],
  },
  {
    route: '/dashboard/nozzles',
    title: 'Nozzles',
    summary: 'Each nozzle has a fuel type and a meter; readings are taken per nozzle.',
    tips: ['Give the opening meter reading exactly as the meter shows it: sales are the difference between readings.'],
    links: [{ label: 'Fuel prices', to: '/dashboard/fuel-prices' }],
  },
  {
    route: '/dashboard/fuel-prices',
    title: 'Fuel prices',
    summary: 'The price per litre of each fuel at each station, from the moment it is valid.',
    tips: [
      'A new price applies to readings recorded from its start; earlier readings keep the price they had.',
      'Every fuel that has a nozzle needs a price, or its readings cannot be valued.',
    ],
    links: [{ label: 'Record a reading', to: '/dashboard/readings/new' }],
  },
  {
    route: '/dashboard/readings',
    title: 'Meter readings',
    summary: 'A reading is the meter of one nozzle at one moment; the litres since the previous reading are a sale.',
    tips: [
      'A reading must not be lower than the previous one on the same nozzle.',
      'A wrong reading is voided with a reason, never edited; the sale goes with it.',
    ],
    links: [{ label: 'All readings', to: '/dashboard/readings' }],
  },
  {
    route: '/dashboard/readings/new',
    title: 'Recording a reading',
    summary: 'Choose the station, pump and nozzle, enter the meter as shown and how the sale was paid.',
    tips: ['A credit sale needs a creditor with room in their limit.', 'The amount is litres × the price in effect at that moment.'],
    links: [{ label: 'Fuel prices', to: '/dashboard/fuel-prices' }],
  },
  {
    route: '/dashboard/sales',
    title: 'Sales',
    summary: 'Every reading that is not voided is a sale; filter by station, fuel, payment method and dates.',
    tips: ['Export gives the filtered sales as a CSV file.'],
    links: [{ label: 'Reports', to: '/dashboard/reports' }],
  },
  {
    route: '/dashboard/inventory',
    title: 'Fuel inventory',
    summary: 'Stock per tank, lowered by sales and raised by deliveries.',
    tips: ['Set a minimum level to get a low-stock alert before a tank runs dry.'],
    links: [{ label: 'Alerts', to: '/dashboard/alerts' }],
  },
  {
    route: '/dashboard/cash-reports',
    title: 'Cash reports',
    summary: 'What each person declares they collected in a shift, by payment method, for you to approve or reject.',
    tips: ['A pending report is waiting for an owner or manager; approving it is final.'],
    links: [{ label: 'Reconciliation', to: '/dashboard/reconciliation' }],
  },
  {
    route: '/dashboard/creditors',
    title: 'Creditors',
    summary: 'Customers who buy on credit: their limit, outstanding balance and payments.',
    tips: ['A credit sale beyond the credit limit is refused.', 'Record a payment to lower the outstanding balance.'],
    links: [{ label: 'Sales', to: '/dashboard/sales' }],
  },
  {
    route: '/dashboard/users',
    title: 'Your team',
    summary: 'Managers run stations; attendants record readings and cash reports at the stations assigned to them.',
    tips: ['Your plan limits how many users you can add.'],
    links: [{ label: 'Plan', to: '/dashboard' }],
  },
  {
    route: '/dashboard/analytics',
    title: 'Analytics',
    summary: 'Sales over a period compared with the period before, by station, fuel and hour.',
    tips: ['Growth is shown as — when there is no earlier period to compare with.'],
    links: [{ label: 'Reports', to: '/dashboard/reports' }],
  },
  {
    route: '/dashboard/reconciliation',
    title: 'Daily reconciliation',
    summary: 'Compare the sales of a day with the cash, card, UPI and credit declared for it.',
    tips: ['Reconcile each day once all its readings and cash reports are in.'],
    links: [{ label: 'Cash reports', to: '/dashboard/cash-reports' }],
  },
  {
    route: '/dashboard/reports',
    title: 'Reports',
    summary: 'Sales and stock over a date range, ready to export.',
    tips: ['Dates are business days in your time zone.'],
    links: [{ label: 'Sales', to: '/dashboard/sales' }],
  },
  {
    route: '/dashboard/settings',
    title: 'Settings',
    summary: 'Your profile, password and which reminders you receive.',
    tips: ['Turning off daily reminders hides them for you only; your team keeps their own choices.'],
    links: [{ label: 'Dashboard', to: '/dashboard' }],
  },
];

/** The topic for a route: the longest matching route prefix (on whole path segments); null when none. */
export function helpForRoute(route: string): THelpTopic | null {
  const path = (route.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/';
  let best: THelpTopic | null = null;
  for (const topic of HELP_TOPICS) {
    const matches = path === topic.route || path.startsWith(`${topic.route}/`);
    if (matches && (!best || topic.route.length > best.route.length)) best = topic;
  }
  return best;
}
