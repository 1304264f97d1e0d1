import { HELP_TOPICS } from '@forecourt/shared';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { changeValue } from '@/test/change-value';
import { renderInHindi } from '@/test/in-hindi';
import { helpTopics } from '../lib/help-topics';
import { HelpTopics } from './help-topics';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const titles = () => within(screen.getByRole('list', { name: 'Help topics' })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const search = (text: string) => changeValue(screen.getByRole('searchbox', { name: 'Search help topics' }), text);

describe('the help page’s topics and search', () => {
  it('lists every topic of the contextual help button', () => {
    render(
      <MemoryRouter>
        <HelpTopics topics={helpTopics(false)} showLinks />
      </MemoryRouter>,
    );
    expect(titles()).toEqual(HELP_TOPICS.map((t) => t.title));
    expect(screen.getByText(`${HELP_TOPICS.length} topics`)).toBeTruthy();
  });

  it('filters by title and by body, case-insensitive, every word; title matches first', () => {
    render(
      <MemoryRouter>
        <HelpTopics topics={helpTopics(false)} showLinks />
      </MemoryRouter>,
    );
    search('CREDITORS');
    expect(titles()[0]).toBe('Creditors');
    // Two words, one in a title: that topic first, before one that says both only in a tip.
    search('creditor limit');
    expect(titles()[0]).toBe('Creditors');
    expect(titles()).toContain('Recording a reading');
    // A word only in a tip's text: the body is searched too.
    search('voided with a reason');
    expect(titles()).toEqual(['Meter readings']);
    search('price readings');
    expect(titles()).toContain('Fuel prices');
    expect(titles()).not.toContain('Your team');
    expect(screen.getByText(`${titles().length} of ${HELP_TOPICS.length} topics`)).toBeTruthy();
  });

  it('says so when nothing matches, and Clear search shows every topic again', () => {
    render(
      <MemoryRouter>
        <HelpTopics topics={helpTopics(false)} showLinks />
      </MemoryRouter>,
    );
    search('  zebra crossing ');
    expect(screen.queryByRole('list', { name: 'Help topics' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'No help topics match "zebra crossing"' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(titles()).toHaveLength(HELP_TOPICS.length);
  });

  it('offers the topics’ links only when asked (the owner area’s pages)', () => {
    const { unmount } = render(
      <MemoryRouter>
        <HelpTopics topics={helpTopics(false)} showLinks />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link', { name: 'Record a reading' })[0]!.getAttribute('href')).toBe('/dashboard/readings/new');
    unmount();
    render(
      <MemoryRouter>
        <HelpTopics topics={helpTopics(false)} showLinks={false} />
      </MemoryRouter>,
    );
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('in Hindi: the topics, the search and the empty state', async () => {
    renderInHindi(<HelpTopics topics={helpTopics(true)} showLinks={false} />);
    const box = await screen.findByRole('searchbox', { name: 'सहायता विषय खोजें' });
    changeValue(box, 'उधार');
    const list = screen.getByRole('list', { name: 'सहायता विषय' });
    expect(within(list).getAllByRole('heading', { level: 3 })[0]!.textContent).toBe('उधार ग्राहक');
    changeValue(box, 'ज़ेब्रा');
    expect(screen.getByRole('heading', { name: '"ज़ेब्रा" से कोई सहायता विषय नहीं मिला' })).toBeTruthy();
  });
});
