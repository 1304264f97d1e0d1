import { describe, expect, it } from 'vitest';
import { HELP_TOPICS, helpForRoute } from './onboarding-help';
import { HELP_TOPICS_HI } from './onboarding-help.hi';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('help topics in English and Hindi', () => {
  it('every topic has its Hindi, of the same shape, in Devanagari, and no Hindi is left without a topic', () => {
    for (const topic of HELP_TOPICS) {
      const hi = HELP_TOPICS_HI[topic.route];
      expect(hi, topic.route).toBeDefined();
      expect(hi!.tips.length, `${topic.route} tips`).toBe(topic.tips.length);
      expect(hi!.links.length, `${topic.route} links`).toBe(topic.links.length);
      for (const text of [hi!.title, hi!.summary, ...hi!.tips, ...hi!.links]) expect(text, topic.route).toMatch(DEVANAGARI);
    }
    expect(Object.keys(HELP_TOPICS_HI).sort()).toEqual(HELP_TOPICS.map((t) => t.route).sort());
  });

  it('routes are unique and each is found by its own route', () => {
    const routes = HELP_TOPICS.map((t) => t.route);
    expect(new Set(routes).size).toBe(routes.length);
    for (const route of routes) expect(helpForRoute(route)?.route).toBe(route);
  });
});
