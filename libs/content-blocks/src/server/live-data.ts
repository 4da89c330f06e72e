// The data of a page's live blocks, which the site server asks the content service for so that it comes
// in the page's HTML rather than after hydration: a social wall's posts, a news feed's items, the
// agenda's happenings, the events locator's events, a live timing's classification. A block without
// its data (the service failed or was late) asks for it in the browser. Live timing, whose data changes
// by the second, also asks again once hydrated: the server's classification holds its room meanwhile.
import {
  eventLocatorData,
  liveAutoData,
  liveMotoData,
  programData,
  rssFeedListData,
  socialWallData,
} from '@paddock/api-clients/blocks';
import type {
  Block,
  BlockType,
  LiveTiming,
  LocatorEvent,
  NewsFeed,
  ProgramEvent,
  SocialPost,
} from '@paddock/api-clients/contracts';
import * as z from 'zod/mini';
import { newsFeedQueryOf, type NewsFeedQuery } from '../rss-feed-list/news-feed-query.js';
import { socialPostsQueryOf, type SocialPostsQuery } from '../social-wall/social-posts-query.js';

/** The content service's reads that feed them (the site server's cached calls). */
export interface LiveReads {
  socialPosts: (query: SocialPostsQuery) => Promise<readonly SocialPost[] | null>;
  newsFeed: (query: NewsFeedQuery) => Promise<NewsFeed | null>;
  programEvents: () => Promise<readonly ProgramEvent[] | null>;
  locatorEvents: () => Promise<readonly LocatorEvent[] | null>;
  /** The race's timing now (the car race's, `auto`, or the motorbike race's, `moto`). */
  liveTiming: (site: LiveTimingSite) => Promise<LiveTiming | null>;
}

/** The races whose live timing a block shows. */
export type LiveTimingSite = 'auto' | 'moto';

/** A live block type's data from the service: its call by the block's data, and where it goes. */
interface LiveSource {
  /** The data's key its answer is attached as. */
  field: string;
  /** What the block asks for; undefined when its data is not valid (`prepareBlocks` drops it). */
  queryOf: (data: unknown) => object | undefined;
  read: (reads: LiveReads, query: never) => Promise<unknown>;
}

/** `queryOf` for a type: its query from its data when the data passes the type's schema. */
const validQuery =
  <Data, Query extends object>(schema: z.ZodMiniType<Data>, queryOf: (data: Data) => Query) =>
  (data: unknown): Query | undefined => {
    const parsed = z.safeParse(schema, data);
    return parsed.success ? queryOf(parsed.data) : undefined;
  };

const liveSources: Partial<Record<BlockType, LiveSource>> = {
  'social-wall': {
    field: 'posts',
    queryOf: validQuery(socialWallData, socialPostsQueryOf),
    read: (reads, query: SocialPostsQuery) => reads.socialPosts(query),
  },
  'rss-feed-list': {
    field: 'feed',
    queryOf: validQuery(rssFeedListData, newsFeedQueryOf),
    read: (reads, query: NewsFeedQuery) => reads.newsFeed(query),
  },
  program: {
    field: 'events',
    queryOf: validQuery(programData, () => ({})),
    read: (reads) => reads.programEvents(),
  },
  'event-locator': {
    field: 'events',
    queryOf: validQuery(eventLocatorData, () => ({})),
    read: (reads) => reads.locatorEvents(),
  },
  'live-auto': {
    field: 'timing',
    queryOf: validQuery(liveAutoData, () => ({ site: 'auto' })),
    read: (reads, { site }: { site: LiveTimingSite }) => reads.liveTiming(site),
  },
  'live-moto': {
    field: 'timing',
    queryOf: validQuery(liveMotoData, () => ({ site: 'moto' })),
    read: (reads, { site }: { site: LiveTimingSite }) => reads.liveTiming(site),
  },
};

/** What the service gave for a page's live blocks, by type and query (see `liveDataOf`). */
export type LiveData = ReadonlyMap<string, unknown>;

/** A live block's source and the key of its answer; none for other blocks and invalid data. */
function sourceOf(block: Block): { source: LiveSource; query: object; key: string } | undefined {
  const source = Object.hasOwn(liveSources, block.type) ? liveSources[block.type] : undefined;
  const query = source?.queryOf(block.data);
  if (!source || !query) return undefined;
  // The query builders write their keys in one order: the same query, the same text.
  return { source, query, key: `${block.type} ${JSON.stringify(query)}` };
}

/**
 * The data of a page's live blocks (its blocks as the CMS sent them): each distinct call once, all at
 * once, nothing on a page without them. An answer that did not come (null) is left out.
 */
export async function liveDataOf(blocks: readonly Block[], reads: LiveReads): Promise<LiveData> {
  const calls = new Map<string, () => Promise<unknown>>();
  for (const block of blocks) {
    const live = sourceOf(block);
    if (live && !calls.has(live.key)) {
      calls.set(live.key, () => live.source.read(reads, live.query as never));
    }
  }
  const answers = await Promise.all(
    [...calls].map(async ([key, call]) => [key, await call()] as const),
  );
  return new Map(answers.filter(([, answer]) => answer !== null));
}

/**
 * The live blocks with their data (`liveDataOf`): a social wall gets its posts as `data.posts` and a
 * news feed its feed as `data.feed`, which makes them only HTML (see `blockInteractivity`); an agenda
 * gets the happenings and an events locator its events as `data.events` (its days stay tabs, its
 * filters filter them in the browser); a live timing gets the classification as `data.timing` (it
 * asks again once hydrated). Other blocks, and those without an answer, stay as they are.
 */
export function attachLiveData(blocks: readonly Block[], data: LiveData): Block[] {
  return blocks.map((block) => {
    const live = sourceOf(block);
    const answer = live ? data.get(live.key) : undefined;
    return live && answer !== undefined
      ? { ...block, data: { ...block.data, [live.source.field]: answer } }
      : block;
  });
}
