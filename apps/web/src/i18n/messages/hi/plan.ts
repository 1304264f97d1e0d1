import type { TCatalogueOf } from '../en';
import type { enPlan } from '../en/plan';

/** प्लान की सुविधाएँ: सूची के नाम और हर सुविधा में क्या है, साइडबार का निशान और "आपके प्लान में नहीं" पैनल। */
export const hiPlan: TCatalogueOf<typeof enPlan> = {
  'label.planFeature.reports': 'रिपोर्ट और एक्सपोर्ट',
  'label.planFeature.reconciliation': 'मिलान',
  'label.planFeature.analytics': 'एनालिटिक्स',
  'planFeature.reports.description': 'रिपोर्ट केंद्र (PDF, CSV और Excel फ़ाइलें, शेड्यूल, दैनिक बिक्री रिपोर्ट) और बिक्री का CSV एक्सपोर्ट।',
  'planFeature.reconciliation.description': 'स्टेशन के कारोबारी दिन को उसकी नकद रिपोर्टों से मिलाकर बंद करना, मालिक की मंज़ूरी और दिन की बिक्री रिपोर्ट।',
  'planFeature.analytics.description': 'रुझान, बँटवारा, स्टेशनों की तुलना और रैंकिंग, घंटेवार बिक्री और सबसे व्यस्त घंटे।',
  'planFeature.notInPlan': 'आपके प्लान में नहीं',
  'planFeature.panel.title': '{feature} आपके प्लान में नहीं है',
  'planFeature.panel.text': 'आपके {plan} प्लान में {feature} शामिल नहीं है।',
  'planFeature.panel.availableOn': 'इनमें शामिल है: {plans}।',
  'planFeature.panel.noPlan': 'अभी ऐसा कोई प्लान नहीं है जिसमें यह शामिल हो।',
  'planFeature.panel.contact': 'प्लान बदलने के लिए प्लेटफ़ॉर्म एडमिनिस्ट्रेटर से संपर्क करें।',
  'planFeature.panel.seePlans': 'प्लान देखें',
  'planFeature.without': '{features} के बिना',
};
