import type { TCatalogueOf } from '../en';
import type { enLanding } from '../en/landing';
import { hiContact } from './contact';
import { hiTour } from './tour';

/** हिन्दी: the landing page (see ../en/landing.ts). */
export const hiLanding: TCatalogueOf<typeof enLanding> = {
  ...hiTour,
  ...hiContact,
  'landing.nav': 'मुख्य',
  'landing.features': 'सुविधाएँ',
  'landing.signIn': 'साइन इन',
  'landing.getStarted': 'शुरू करें',
  'landing.tagline': 'भारतीय व्यवसायों के लिए पेट्रोल पंप प्रबंधन',
  'landing.headline': 'आपके ईंधन व्यवसाय का हर नोज़ल, हर शिफ़्ट और हर रुपया — एक जगह।',
  'landing.intro':
    'Forecourt आपके सभी स्टेशनों की मीटर रीडिंग, दाम, नकद और उधार दर्ज करता है, और उन्हें मालिकों, मैनेजरों और अटेंडेंट के लिए रोज़ के साफ़ आँकड़ों में बदलता है।',
  'landing.startTrial': 'मुफ़्त ट्रायल शुरू करें',
  'landing.watchDemo': 'डेमो देखें',
  'landing.statsHeading': 'Forecourt आँकड़ों में',
  'landing.featuresHeading': 'पेट्रोल पंप के काम के हिसाब से बना',
  'landing.featuresIntro': 'सुबह की मीटर रीडिंग से शाम की नकद रिपोर्ट तक।',
  'landing.feature.analytics.title': 'उसी समय के आँकड़े',
  'landing.feature.analytics.text': 'हर नोज़ल पर रीडिंग दर्ज होते ही बिक्री, मात्रा और भुगतान का हिसाब अपडेट होता है।',
  'landing.feature.inventory.title': 'स्टॉक पर नज़र',
  'landing.feature.inventory.text': 'हर स्टेशन के टैंक का स्तर देखें और पंप सूखने से पहले कम स्टॉक का अलर्ट पाएँ।',
  'landing.feature.roles.title': 'भूमिका के हिसाब से पहुँच',
  'landing.feature.roles.text': 'मालिक, मैनेजर और अटेंडेंट — हर किसी को वही दिखता है जो उसके काम के लिए ज़रूरी है।',
  'landing.feature.mobile.title': 'मोबाइल के लिए बना',
  'landing.feature.mobile.text': 'अटेंडेंट पंप पर ही फ़ोन से रीडिंग और नकद दर्ज करते हैं, बड़े बटनों के साथ।',
  'landing.feature.secure.title': 'शुरू से सुरक्षित',
  'landing.feature.secure.text': 'हर व्यवसाय का डेटा अलग रहता है, सत्र सुरक्षित रहते हैं और हर पहुँच का रिकॉर्ड रहता है।',
  'landing.feature.growth.title': 'बढ़त की जानकारी',
  'landing.feature.growth.text': 'स्टेशनों, ईंधनों और समय की तुलना करके देखें कि आपका व्यवसाय कहाँ बढ़ रहा है।',
  'landing.testimonialsHeading': 'हमारे ग्राहक क्या कहते हैं',
  'landing.testimonialBy': '{role}, {business}',
  'landing.ctaHeading': 'अपना पेट्रोल पंप और बेहतर चलाने के लिए तैयार हैं?',
  'landing.ctaText': 'अपना पहला स्टेशन कुछ ही मिनटों में जोड़ें।',
  'landing.contactSales': 'बिक्री टीम से बात करें',
  'landing.footer': '© {year} Forecourt. पेट्रोल पंप प्रबंधन।',
};
