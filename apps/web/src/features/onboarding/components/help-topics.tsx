import { ArrowRight, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useT } from '@/i18n/use-t';
import { searchHelpTopics, type TShownHelpTopic } from '../lib/help-topics';

/**
 * The help topics with a search box that filters them by title and body as one types, a count of what is
 * shown, and an empty state naming the search. `showLinks`: the topics' links to pages (owner and manager:
 * the pages are theirs).
 */
export function HelpTopics({ topics, showLinks }: { topics: TShownHelpTopic[]; showLinks: boolean }) {
  const t = useT();
  const [query, setQuery] = useState('');
  const shown = searchHelpTopics(topics, query);
  const searching = query.trim() !== '';

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <SearchInput id="help-search" label={t('help.searchLabel')} placeholder={t('help.searchPlaceholder')} value={query} onChange={setQuery} className="sm:w-96" />
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {searching ? t('help.countOf', { count: shown.length, total: topics.length }) : t('help.count', { count: topics.length })}
        </p>
      </div>
      {shown.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title={t('help.empty', { query: query.trim() })}
          description={t('help.emptyHint')}
          action={
            <Button variant="outline" className="min-h-11" onClick={() => setQuery('')}>
              {t('help.clear')}
            </Button>
          }
        />
      ) : (
        <ul aria-label={t('help.list')} className="grid gap-4 md:grid-cols-2">
          {shown.map((topic) => (
            <li key={topic.route}>
              <Card className="h-full">
                <CardHeader>
                  <h3 className="text-base font-semibold leading-tight tracking-tight">{topic.title}</h3>
                  <CardDescription>{topic.summary}</CardDescription>
                </CardHeader>
                <CardContent className="space-y-3">
                  <ul className="list-disc space-y-1 pl-5 text-sm">
                    {topic.tips.map((tip) => (
                      <li key={tip}>{tip}</li>
                    ))}
                  </ul>
                  {showLinks && topic.links.length > 0 && (
                    <nav aria-label={`${t('help.links')}: ${topic.title}`} className="flex flex-wrap gap-2">
                      {topic.links.map((link) => (
                        <Button key={link.to} asChild variant="outline" size="sm" className="min-h-11 sm:min-h-9">
                          <Link to={link.to}>
                            {link.label}
                            <ArrowRight aria-hidden="true" />
                          </Link>
                        </Button>
                      ))}
                    </nav>
                  )}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
