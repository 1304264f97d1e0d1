import type { TCatalogueOf } from '../en';
import type { enHelp } from '../en/help';

/** सहायता पेज (/help): खोज और खाली नतीजे का संदेश। विषयों के अपने पाठ packages/shared (onboarding-help.hi.ts) में हैं। */
export const hiHelp: TCatalogueOf<typeof enHelp> = {
  'help.title': 'सहायता',
  'help.description': 'Forecourt के बारे में छोटे जवाब, हर स्क्रीन का एक विषय। किसी भी शब्द से खोजें।',
  'help.searchLabel': 'सहायता विषय खोजें',
  'help.searchPlaceholder': 'सहायता खोजें…',
  'help.count': '{count, plural, one {# विषय} other {# विषय}}',
  'help.countOf': '{total} में से {count} विषय',
  'help.list': 'सहायता विषय',
  'help.empty': '"{query}" से कोई सहायता विषय नहीं मिला',
  'help.emptyHint': 'कोई दूसरा शब्द आज़माएँ, या सारे विषय देखने के लिए खोज साफ़ करें।',
  'help.clear': 'खोज साफ़ करें',
  'help.links': 'यहाँ जाएँ',
};
