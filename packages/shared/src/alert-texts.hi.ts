import { formatErrorText, type TErrorParamValues } from './error-texts.constants';
import type { TAlertTextKey } from './alert-texts.constants';

/**
 * हिन्दी: every alert and feed task text of ./alert-texts.constants.ts by the same key, with the same
 * placeholders (docs/decisions/061). The texts the web's catalogue already said in Hindi (its
 * `msg.alert.*` and `msg.feed.readingsTask*` entries) are those texts, taken here byte for byte; the
 * level that was nested in them ('{litres} ({capacity} का {percent}%)') is written out in the
 * `…OfCapacity` texts. Not a plain module on purpose (as error-texts.hi.ts): the web loads Hindi only
 * when it is shown (docs/decisions/030).
 */
export const ALERT_TEXTS_HI: { readonly [K in TAlertTextKey]: string } = {
  'alert.lowStockTitle': 'कम स्टॉक: {fuel}',
  'alert.criticalStockTitle': 'स्टॉक बहुत कम: {fuel}',
  'alert.lowStock': '{station} पर {fuel} घटकर {litres} रह गया है। डिलीवरी की योजना बनाएँ।',
  'alert.lowStockOfCapacity': '{station} पर {fuel} घटकर {litres} ({capacity} का {percent}%) रह गया है। डिलीवरी की योजना बनाएँ।',
  'alert.criticalStock': '{station} पर {fuel} केवल {litres} है। अभी भरवाएँ।',
  'alert.criticalStockOfCapacity': '{station} पर {fuel} केवल {litres} ({capacity} का {percent}%) है। अभी भरवाएँ।',
  'alert.criticalStockBelowMinimum': '{station} पर {fuel} केवल {litres} है, न्यूनतम स्तर {minimum} या उससे कम। अभी भरवाएँ।',
  'alert.criticalStockBelowMinimumOfCapacity':
    '{station} पर {fuel} केवल {litres} ({capacity} का {percent}%) है, न्यूनतम स्तर {minimum} या उससे कम। अभी भरवाएँ।',

  'alert.noReadingsTitle': '24 घंटे से कोई रीडिंग नहीं',
  'alert.noReadings': '{station} · {pump} · {nozzle} ({fuel}) की पिछले 24 घंटों में कोई रीडिंग नहीं है।',

  'alert.creditorNearLimitTitle': 'उधार सीमा के क़रीब: {partyName}',
  'alert.creditorNearLimit': '{partyName} का बकाया {limit} की उधार सीमा में से {balance} है (80% से ज़्यादा)।',
  'alert.creditorOverLimitTitle': 'उधार सीमा पार: {partyName}',
  'alert.creditorOverLimit': '{partyName} का बकाया {balance} है, {limit} की उधार सीमा से ज़्यादा। और उधार बिक्री से पहले भुगतान लें।',

  'alert.cashReportPendingTitle': 'नकद रिपोर्ट मंज़ूरी की प्रतीक्षा में',
  'alert.cashReportPending': '{user} की नकद रिपोर्ट ({shift} की शिफ़्ट, {station}, {day}) मंज़ूरी की प्रतीक्षा में है।',

  'alert.priceMissingTitle': 'दाम तय नहीं: {fuel}',
  'alert.priceMissing': '{station} पर {fuel} के चालू नोज़ल हैं, पर {fuel} का कोई दाम तय नहीं है। दाम तय होने तक रीडिंग दर्ज नहीं हो सकती।',

  'alert.dayNotReconciledTitle': 'दिन का मिलान नहीं हुआ',
  'alert.dayNotReconciled': '{station}: {day} की बिक्री का मिलान अभी नहीं हुआ है। इसे नकद रिपोर्टों से मिलाएँ और दिन बंद करें।',

  'alert.offlineReadingRefusedTitle': 'ऑफ़लाइन रीडिंग अस्वीकार: {user}',
  'alert.offlineReadingRefused':
    '{user} की {station} पर {when} को ऑफ़लाइन ली गई रीडिंग सिंक होने पर अस्वीकार हुई। एंट्री: {summary} कारण: {reason}',
  'alert.offlineCashReportRefusedTitle': 'ऑफ़लाइन नकद रिपोर्ट अस्वीकार: {user}',
  'alert.offlineCashReportRefused':
    '{user} की {station} पर {when} को ऑफ़लाइन ली गई नकद रिपोर्ट सिंक होने पर अस्वीकार हुई। एंट्री: {summary} कारण: {reason}',

  'feed.cashReportsTaskTitle': 'मंज़ूरी के लिए नकद रिपोर्ट',
  'feed.cashReportsTask':
    '{count, plural, one {# नकद रिपोर्ट आपकी जाँच की प्रतीक्षा में है।} other {# नकद रिपोर्टें आपकी जाँच की प्रतीक्षा में हैं।}}',
  'feed.readingsTaskTitle': 'आज की रीडिंग',
  'feed.readingsTask': '{count, plural, one {# नोज़ल की आज अभी तक कोई रीडिंग नहीं है।} other {# नोज़लों की आज अभी तक कोई रीडिंग नहीं है।}}',
};

/**
 * A text in Hindi from its key and parameters as an alert stores them. A `fuel` or `shift` parameter is
 * said as given: translate it first (the web: its fuel and shift labels).
 */
export function alertTextHi(key: TAlertTextKey, params: TErrorParamValues = {}): string {
  return formatErrorText(ALERT_TEXTS_HI[key], params, 'hi');
}
