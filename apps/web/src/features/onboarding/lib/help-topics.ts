import { HELP_TOPICS, HELP_TOPICS_HI } from '@forecourt/shared';

/** A help topic as the /help page shows it: its texts in the language shown, its links' targets. */
export type TShownHelpTopic = {
  route: string;
  title: string;
  summary: string;
  tips: string[];
  links: Array<{ label: string; to: string }>;
};

/**
 * The contextual help button's topics (packages/shared HELP_TOPICS, the answers of GET /onboarding/help),
 * in English or, for `hindi`, their Hindi (HELP_TOPICS_HI; a topic without one stays English).
 */
export function helpTopics(hindi: boolean): TShownHelpTopic[] {
  return HELP_TOPICS.map((topic) => {
    const hi = hindi ? HELP_TOPICS_HI[topic.route] : undefined;
    if (!hi) return { ...topic };
    return {
      route: topic.route,
      title: hi.title,
      summary: hi.summary,
      tips: hi.tips,
      links: topic.links.map((link, i) => ({ label: hi.links[i] ?? link.label, to: link.to })),
    };
  });
}

/** Lower case without accents or extra spaces, for matching in either language. */
function normalised(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The topics a search finds: every word of the query in the topic's title or body (summary and tips),
 * case-insensitive; all of them for an empty query. Topics whose title holds more of the words come first
 * ('creditor limit' puts Creditors before a topic that says both words only in a tip); ties keep the
 * catalogue's order.
 */
export function searchHelpTopics(topics: TShownHelpTopic[], query: string): TShownHelpTopic[] {
  const words = normalised(query).split(' ').filter(Boolean);
  if (words.length === 0) return topics;
  return topics
    .map((topic) => {
      const title = normalised(topic.title);
      const all = `${title} ${normalised([topic.summary, ...topic.tips].join(' '))}`;
      return { topic, matches: words.every((w) => all.includes(w)), inTitle: words.filter((w) => title.includes(w)).length };
    })
    .filter((r) => r.matches)
    .sort((a, b) => b.inTitle - a.inTitle)
    .map((r) => r.topic);
}
