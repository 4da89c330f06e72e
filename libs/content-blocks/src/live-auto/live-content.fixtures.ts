import type { ContentClient } from '@paddock/api-clients';
import type {
  LiveTiming,
  LocatorEvent,
  NewsFeed,
  ProgramEvent,
  SocialPost,
} from '@paddock/api-clients/contracts';
import { fakeContentClient } from '@paddock/ticketing/testing';

/**
 * An answer of the fake: the same every time, or one per call (`{ sequence }`, the last one repeated);
 * `null` answers as a failed call does.
 */
type Answer<T> = T | null | { sequence: readonly (T | null)[] };

export interface LiveAnswers {
  timing?: Answer<LiveTiming>;
  feed?: Answer<NewsFeed>;
  events?: Answer<LocatorEvent[]>;
  program?: Answer<ProgramEvent[]>;
  posts?: Answer<SocialPost[]>;
  /** Never answers: the loading state. */
  pending?: boolean;
}

export interface LiveCall {
  method: 'liveTiming' | 'newsFeed' | 'locatorEvents' | 'programEvents' | 'socialPosts';
  args: unknown;
}

/**
 * A content client with no network for the live blocks' stories and tests: it answers the live routes
 * with the given fixtures (in a copy, as from the network; the feed kept to the asked category and
 * limit, the posts to the asked limit, as the service does) and records the calls; every other route
 * answers `null`.
 */
export function liveContentClient(answers: LiveAnswers): ContentClient & { calls: LiveCall[] } {
  const calls: LiveCall[] = [];
  const answer = <T>(method: LiveCall['method'], args: unknown, given: Answer<T> | undefined) => {
    const count = calls.filter((call) => call.method === method).length;
    calls.push({ method, args });
    if (answers.pending) return new Promise<T | null>(() => undefined);
    const value =
      given && typeof given === 'object' && 'sequence' in given
        ? given.sequence[Math.min(count, given.sequence.length - 1)]
        : given;
    return Promise.resolve(
      value === undefined || value === null ? null : (structuredClone(value) as T),
    );
  };
  return {
    ...fakeContentClient(null),
    calls,
    liveTiming: (args) => answer('liveTiming', args, answers.timing),
    newsFeed: async (args) => {
      const feed = await answer('newsFeed', args, answers.feed);
      if (!feed) return null;
      const items = feed.items.filter((item) => !args.category || item.category === args.category);
      return { ...feed, items: items.slice(0, Number(args.limit ?? 10)) };
    },
    locatorEvents: (args) => answer('locatorEvents', args, answers.events),
    programEvents: (args) => answer('programEvents', args, answers.program),
    socialPosts: async (args) => {
      const posts = await answer('socialPosts', args, answers.posts);
      return posts && posts.slice(0, Number(args.limit ?? 6));
    },
  };
}
