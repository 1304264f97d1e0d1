import { enContact } from './contact';
import { enTour } from './tour';

/**
 * The signed-out marketing pages: the landing page (document 1, section 1), its product tour and Contact
 * Sales (docs/decisions/063). The headline figures' labels are the platform's data, not messages.
 */
export const enLanding = {
  ...enTour,
  ...enContact,
  'landing.nav': 'Main',
  'landing.features': 'Features',
  'landing.signIn': 'Sign In',
  'landing.getStarted': 'Get Started',
  'landing.tagline': 'Fuel station management for Indian businesses',
  'landing.headline': 'Every nozzle, shift and rupee of your fuel business — in one place.',
  'landing.intro':
    'Forecourt records meter readings, prices, cash and credit across your stations, and turns them into clear daily numbers for owners, managers and attendants.',
  'landing.startTrial': 'Start Free Trial',
  'landing.watchDemo': 'Watch Demo',
  'landing.statsHeading': 'Forecourt in numbers',
  'landing.featuresHeading': 'Built for the way fuel stations work',
  'landing.featuresIntro': 'From the morning meter reading to the evening cash report.',
  'landing.feature.analytics.title': 'Real-time analytics',
  'landing.feature.analytics.text': 'Sales, volume and payment mix update as readings are recorded at every nozzle.',
  'landing.feature.inventory.title': 'Inventory monitoring',
  'landing.feature.inventory.text': 'Track tank levels per station and get low-stock alerts before a pump runs dry.',
  'landing.feature.roles.title': 'Role-based access',
  'landing.feature.roles.text': 'Owners, managers and attendants each see exactly what their job needs.',
  'landing.feature.mobile.title': 'Mobile-optimised design',
  'landing.feature.mobile.text': 'Attendants record readings and cash on a phone at the forecourt, with large touch targets.',
  'landing.feature.secure.title': 'Secure by design',
  'landing.feature.secure.text': 'Every business’s data is isolated, sessions are protected and access is audited.',
  'landing.feature.growth.title': 'Growth insights',
  'landing.feature.growth.text': 'Compare stations, fuels and periods to see where your business is growing.',
  'landing.testimonialsHeading': 'What our customers say',
  'landing.testimonialBy': '{role}, {business}',
  'landing.ctaHeading': 'Ready to run a tighter forecourt?',
  'landing.ctaText': 'Set up your first station in minutes.',
  'landing.contactSales': 'Contact Sales',
  'landing.footer': '© {year} Forecourt. Fuel station management.',
};
