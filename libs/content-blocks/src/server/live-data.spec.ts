// @vitest-environment node
import type {
  LiveTiming,
  NewsFeed,
  ProgramEvent,
  SocialPost,
} from '@paddock/api-clients/contracts';
import { describe, expect, it } from 'vitest';
import { aBlock, titleFr } from '../kit/fixtures/blocks.js';
import { agendaFr, programFr as agenda } from '../program/program.fixtures.js';
import { isInteractive } from '../registry/interactivity.js';
import { carFeedFr, rssFeedListFr } from '../rss-feed-list/rss-feed-list.fixtures.js';
import { eventLocatorFr, locatorEventsFr } from '../event-locator/event-locator.fixtures.js';
import { postsFr } from '../social-wall/social-wall.fixtures.js';
import { carTimingFr, liveAutoFr } from '../live-auto/live-auto.fixtures.js';
import { liveMotoFr, motoTimingFr } from '../live-moto/live-moto.fixtures.js';
import { attachLiveData, liveDataOf, type LiveReads } from './live-data.js';
import { prepareBlocks } from './validate.js';

const wall = (data: Record<string, unknown>) =>
  aBlock('social-wall', { title: 'Sur les réseaux', networks: ['instagram'], ...data });
const locator = aBlock('event-locator', eventLocatorFr);
const feed = (data: Record<string, unknown>) =>
  aBlock('rss-feed-list', { ...rssFeedListFr, ...data });
const carTiming = aBlock('live-auto', liveAutoFr);
const motoTiming = aBlock('live-moto', liveMotoFr);

/** The service's reads, recording each call: the given answers, and none for a wall of 3 posts. */
function reads({
  posts = postsFr,
  news = carFeedFr,
  events = agendaFr,
  timing = { auto: carTimingFr, moto: motoTimingFr },
}: {
  posts?: SocialPost[] | null;
  news?: NewsFeed | null;
  events?: ProgramEvent[] | null;
  timing?: Record<'auto' | 'moto', LiveTiming> | null;
} = {}) {
  const calls: string[] = [];
  const read: LiveReads = {
    socialPosts: async (query) => {
      calls.push(`posts ${JSON.stringify(query)}`);
      return posts && query.limit === 3 ? null : posts;
    },
    newsFeed: async (query) => {
      calls.push(`news ${JSON.stringify(query)}`);
      return news;
    },
    programEvents: async () => {
      calls.push('events');
      return events;
    },
    locatorEvents: async () => {
      calls.push('locator');
      return locatorEventsFr;
    },
    liveTiming: async (site) => {
      calls.push(`timing ${site}`);
      return timing && timing[site];
    },
  };
  return { calls, read };
}

describe('live blocks on the server', () => {
  it('asks once per distinct call of the page’s live blocks, and nothing for invalid data', async () => {
    const { calls, read } = reads();
    await liveDataOf(
      [
        titleFr,
        wall({ hashtag: '#LeMans24' }),
        wall({ hashtag: 'LeMans24' }),
        wall({ hashtag: 'LeMans24', limit: 3 }),
        wall({}),
        wall({ networks: ['myspace'] }),
        feed({}),
        feed({ category: 'race' }),
        agenda,
        agenda,
        locator,
        carTiming,
        aBlock('live-auto', { ...liveAutoFr, limit: 5 }),
        motoTiming,
        aBlock('live-moto', { ...liveMotoFr, classes: ['Hypercar'] }),
      ],
      read,
    );
    expect(calls.sort()).toEqual([
      'events',
      'locator',
      'news {"category":"race","limit":4}',
      'news {"limit":4}',
      'posts {"hashtag":"LeMans24","limit":3}',
      'posts {"hashtag":"LeMans24","limit":6}',
      'posts {"limit":6}',
      'timing auto',
      'timing moto',
    ]);
  });

  it('asks for nothing on a page without a live block', async () => {
    const { calls, read } = reads();
    expect((await liveDataOf([titleFr], read)).size).toBe(0);
    expect(calls).toEqual([]);
  });

  it('attaches each block its call’s answer: a wall and a feed become only HTML', async () => {
    const page = [
      titleFr,
      wall({ hashtag: 'LeMans24' }),
      wall({ hashtag: 'LeMans24', limit: 3 }),
      feed({}),
      agenda,
      locator,
    ];
    const [title, withPosts, failed, withFeed, withEvents, withLocatorEvents] = attachLiveData(
      prepareBlocks(page),
      await liveDataOf(page, reads().read),
    );
    expect(title).toEqual(titleFr);
    expect(withPosts?.data['posts']).toEqual(postsFr);
    // No answer for its call: it asks in the browser.
    expect(failed?.data['posts']).toBeUndefined();
    expect(withFeed?.data['feed']).toEqual(carFeedFr);
    expect(withEvents?.data['events']).toEqual(agendaFr);
    expect(withLocatorEvents?.data['events']).toEqual(locatorEventsFr);
    expect(
      [withPosts, failed, withFeed, withEvents, withLocatorEvents].map(
        (block) => block && isInteractive(block),
      ),
    ).toEqual([false, true, false, true, true]);
  });

  it('attaches each live timing its race’s classification, the block staying interactive', async () => {
    const page = [carTiming, motoTiming, aBlock('live-auto', { ...liveAutoFr, limit: 3 })];
    const [car, moto, topThree] = attachLiveData(
      prepareBlocks(page),
      await liveDataOf(page, reads().read),
    );
    expect(car?.data['timing']).toEqual(carTimingFr);
    expect(moto?.data['timing']).toEqual(motoTimingFr);
    // One call for the race, whatever the block shows of it.
    expect(topThree?.data['timing']).toEqual(carTimingFr);
    expect([car, moto, topThree].every((block) => block && isInteractive(block))).toBe(true);
  });

  it('leaves every block asking when the service answers nothing', async () => {
    const page = [wall({}), feed({}), agenda, carTiming];
    const blocks = attachLiveData(
      prepareBlocks(page),
      await liveDataOf(page, reads({ posts: null, news: null, events: null, timing: null }).read),
    );
    expect(blocks.map((block) => block.data)).toEqual(prepareBlocks(page).map((b) => b.data));
    expect(blocks.every(isInteractive)).toBe(true);
  });

  it('shows an empty answer as it is: nothing to show, still only HTML', async () => {
    const page = [wall({})];
    const [empty] = attachLiveData(
      prepareBlocks(page),
      await liveDataOf(page, reads({ posts: [] }).read),
    );
    expect(empty?.data['posts']).toEqual([]);
    expect(empty && isInteractive(empty)).toBe(false);
  });

  it('never takes posts, a feed, happenings or a timing from the CMS’s own data', () => {
    const blocks = prepareBlocks([
      wall({ hashtag: 'LeMans24', posts: postsFr }),
      feed({ feed: carFeedFr }),
      aBlock('program', { title: 'Agenda', events: agendaFr }),
      aBlock('live-auto', { ...liveAutoFr, timing: carTimingFr }),
    ]);
    expect(
      blocks.map(({ data }) => [data['posts'], data['feed'], data['events'], data['timing']]),
    ).toEqual([
      [undefined, undefined, undefined, undefined],
      [undefined, undefined, undefined, undefined],
      [undefined, undefined, undefined, undefined],
      [undefined, undefined, undefined, undefined],
    ]);
    expect(blocks.every(isInteractive)).toBe(true);
  });
});
