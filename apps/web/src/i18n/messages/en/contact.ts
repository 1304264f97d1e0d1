import { CONTACT_MSG } from '@forecourt/shared';

/**
 * Contact Sales (/contact; docs/decisions/063): the public form whose messages the superadmin reads. The
 * `msg.contact.*` entries are the shared schema's own texts (packages/shared contact.constants.ts), so a
 * form error is said in Hindi too; the name and business texts are the sign-up form's (msg.auth.*).
 */
export const enContact = {
  'contact.title': 'Contact Sales',
  'contact.heading': 'Talk to our sales team',
  'contact.intro':
    'Tell us about your business: how many stations you run and what you need. We reply by email, or by phone if you give a number.',
  'contact.form': 'Contact Sales form',
  'contact.name': 'Your name',
  'contact.email': 'Work email',
  'contact.phone': 'Phone (optional)',
  'contact.phoneHint': '10 digits, e.g. 98450 12345',
  'contact.businessName': 'Business name',
  'contact.stations': 'Number of stations (optional)',
  'contact.message': 'Message',
  'contact.messageHint': 'At least {min} characters.',
  'contact.submit': 'Send message',
  'contact.submitting': 'Sending...',
  'contact.sentTitle': 'Message sent',
  'contact.sentText': 'Thank you, {name}. Your message has reached our sales team; we will reply to {email}.',
  'contact.sendAnother': 'Send another message',
  'contact.backHome': 'Back to the home page',
  'contact.failedTitle': 'Your message was not sent',
  'contact.failedKept': 'What you typed is still in the form: correct it or try again.',
  'contact.tour': 'Or take the product tour first.',
  'msg.contact.messageShort': CONTACT_MSG.messageShort,
  'msg.contact.messageLong': CONTACT_MSG.messageLong,
  'msg.contact.stationsInvalid': CONTACT_MSG.stationsInvalid,
  'msg.contact.phoneInvalid': CONTACT_MSG.phoneInvalid,
};
