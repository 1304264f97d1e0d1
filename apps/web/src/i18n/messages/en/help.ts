/** The help page (/help, every role): its frame, search and empty state. The topics' own texts are packages/shared's (onboarding-help*.ts). */
export const enHelp = {
  'help.title': 'Help',
  'help.description': 'Short answers about Forecourt, one topic a screen. Search by any word.',
  'help.searchLabel': 'Search help topics',
  'help.searchPlaceholder': 'Search help…',
  'help.count': '{count, plural, one {# topic} other {# topics}}',
  'help.countOf': '{count} of {total} topics',
  'help.list': 'Help topics',
  'help.empty': 'No help topics match "{query}"',
  'help.emptyHint': 'Try another word, or clear the search to see every topic.',
  'help.clear': 'Clear search',
  'help.links': 'Go to',
};
