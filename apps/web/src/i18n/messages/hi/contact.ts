import type { TCatalogueOf } from '../en';
import type { enContact } from '../en/contact';

/** हिन्दी: Contact Sales (see ../en/contact.ts). */
export const hiContact: TCatalogueOf<typeof enContact> = {
  'contact.title': 'बिक्री टीम से बात करें',
  'contact.heading': 'हमारी बिक्री टीम से बात करें',
  'contact.intro':
    'अपने व्यवसाय के बारे में बताएँ: आप कितने स्टेशन चलाते हैं और आपको क्या चाहिए। हम ईमेल से जवाब देंगे, या फ़ोन नंबर दें तो फ़ोन से।',
  'contact.form': 'बिक्री टीम से संपर्क फ़ॉर्म',
  'contact.name': 'आपका नाम',
  'contact.email': 'काम का ईमेल',
  'contact.phone': 'फ़ोन (वैकल्पिक)',
  'contact.phoneHint': '10 अंक, जैसे 98450 12345',
  'contact.businessName': 'व्यवसाय का नाम',
  'contact.stations': 'स्टेशनों की संख्या (वैकल्पिक)',
  'contact.message': 'संदेश',
  'contact.messageHint': 'कम से कम {min} अक्षर।',
  'contact.submit': 'संदेश भेजें',
  'contact.submitting': 'भेजा जा रहा है...',
  'contact.sentTitle': 'संदेश भेज दिया गया',
  'contact.sentText': 'धन्यवाद, {name}। आपका संदेश हमारी बिक्री टीम तक पहुँच गया है; हम {email} पर जवाब देंगे।',
  'contact.sendAnother': 'एक और संदेश भेजें',
  'contact.backHome': 'होम पेज पर वापस जाएँ',
  'contact.failedTitle': 'आपका संदेश नहीं भेजा गया',
  'contact.failedKept': 'आपने जो लिखा वह फ़ॉर्म में सुरक्षित है: उसे ठीक करें या फिर से भेजें।',
  'contact.tour': 'या पहले प्रोडक्ट टूर देखें।',
  'msg.contact.messageShort': 'संदेश कम से कम 10 अक्षर का होना चाहिए',
  'msg.contact.messageLong': 'संदेश अधिकतम 2000 अक्षर का हो सकता है',
  'msg.contact.stationsInvalid': 'स्टेशनों की संख्या 1 से 999 तक की पूरी संख्या होनी चाहिए',
  'msg.contact.phoneInvalid': 'फ़ोन नंबर 10 अंकों का होना चाहिए और 6-9 से शुरू होना चाहिए',
};
