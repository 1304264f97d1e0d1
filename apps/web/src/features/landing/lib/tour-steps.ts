import type { TMessageId } from '@/i18n/messages/en';

/**
 * The product tour's steps (docs/decisions/063): each a screenshot of the real app with the demo business
 * in apps/web/public/tour-shots/ (not /tour: that is the page's address), made from the built app by
 * e2e/tour-screens.e2e.ts (TOUR_SCREENS=1), whose list of screens has the same names and sizes; and its
 * texts in the catalogue.
 */
export type TTourStep = { id: string; title: TMessageId; text: TMessageId; src: string; width: number; height: number; phone?: boolean };

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

export const TOUR_STEPS: TTourStep[] = [
  { id: 'dashboard', title: 'tour.dashboard.title', text: 'tour.dashboard.text', src: '/tour-shots/dashboard.webp', ...DESKTOP },
  { id: 'readings', title: 'tour.readings.title', text: 'tour.readings.text', src: '/tour-shots/readings.webp', ...PHONE, phone: true },
  { id: 'inventory', title: 'tour.inventory.title', text: 'tour.inventory.text', src: '/tour-shots/inventory.webp', ...DESKTOP },
  { id: 'cash', title: 'tour.cash.title', text: 'tour.cash.text', src: '/tour-shots/cash.webp', ...DESKTOP },
  { id: 'creditors', title: 'tour.creditors.title', text: 'tour.creditors.text', src: '/tour-shots/creditors.webp', ...DESKTOP },
  { id: 'reports', title: 'tour.reports.title', text: 'tour.reports.text', src: '/tour-shots/reports.webp', ...DESKTOP },
];
