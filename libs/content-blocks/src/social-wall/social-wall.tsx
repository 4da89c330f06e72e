import { activeLocale } from '@paddock/i18n';
import { useLingui } from '@lingui/react';
import type { SocialNetwork, SocialWallData } from '@paddock/api-clients/blocks';
import type { SocialPost } from '@paddock/api-clients/contracts';
import { Icon } from '@paddock/ui';
import { useCallback } from 'react';
import { Bone, LoadFailed, LoadingNote, NothingToShow } from '../kit/live/service-states.js';
import {
  useServiceData,
  type ServiceLoader,
  type ServiceState,
} from '../kit/live/use-service-data.js';
import type { BlockProps } from '../kit/define-block.js';
import { BlockPicture, CtaLink, eventDay } from '../kit/parts.js';
import styles from './social-wall.module.css';
import { SectionFrame } from '../kit/section/section-frame.js';
import { socialPostsQueryOf } from './social-posts-query.js';

const texts = {
  follow: /*i18n*/ {
    id: 'blocks.social-wall.follow',
    message: 'Follow {hashtag} on social networks',
  },
  followPlain: /*i18n*/ {
    id: 'blocks.social-wall.follow-plain',
    message: 'Follow us on social networks',
  },
  networks: /*i18n*/ { id: 'blocks.social-wall.networks', message: 'Social networks' },
  posts: /*i18n*/ { id: 'blocks.social-wall.posts', message: 'Latest posts' },
  newTab: /*i18n*/ { id: 'blocks.social-wall.new-tab', message: '(opens in a new tab)' },
  see: /*i18n*/ { id: 'blocks.social-wall.see', message: 'See the post on {network}' },
  loading: /*i18n*/ { id: 'blocks.social-wall.loading', message: 'Loading the latest posts…' },
  failed: /*i18n*/ {
    id: 'blocks.social-wall.failed',
    message: 'The latest posts cannot be loaded right now.',
  },
  empty: /*i18n*/ { id: 'blocks.social-wall.empty', message: 'No posts to show yet.' },
};

const networkNames: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  x: 'X',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
};

/** A hashtag's public page on each network: the link out when the block gives no address. */
function hashtagPage(network: SocialNetwork, tag: string): string {
  const t = encodeURIComponent(tag);
  switch (network) {
    case 'instagram':
      return `https://www.instagram.com/explore/tags/${t}/`;
    case 'x':
      return `https://x.com/hashtag/${t}`;
    case 'tiktok':
      return `https://www.tiktok.com/tag/${t}`;
    case 'youtube':
      return `https://www.youtube.com/hashtag/${t.toLowerCase()}`;
    case 'facebook':
      return `https://www.facebook.com/hashtag/${t.toLowerCase()}`;
    case 'linkedin':
      return `https://www.linkedin.com/feed/hashtag/${t.toLowerCase()}/`;
  }
}

/** A post picked by the organiser: its picture, network, author, day, text and a link to it. */
function PostCard({ post }: { post: SocialPost }) {
  const { i18n } = useLingui();
  const locale = activeLocale(i18n);
  return (
    <article className={styles.post}>
      {post.picture ? <BlockPicture picture={post.picture} className={styles.postPicture} /> : null}
      <div className={styles.postBody}>
        <p className={styles.postMeta}>
          <Icon name="globe" size={16} />
          <span>{networkNames[post.network]}</span>
          <span>{post.author}</span>
          <time dateTime={post.date}>{eventDay(post.date, locale)}</time>
        </p>
        <p className={styles.postText}>{post.text}</p>
        <a className={styles.postLink} href={post.href} target="_blank" rel="noopener noreferrer">
          {i18n._(texts.see.id, { network: networkNames[post.network] })}{' '}
          <span className={styles.visuallyHidden}>{i18n._(texts.newTab)}</span>
          <Icon name="external" size={16} />
        </a>
      </div>
    </article>
  );
}

/** The posts as cards, or a word when there is none. */
function Posts({ posts }: { posts: readonly SocialPost[] }) {
  const { i18n } = useLingui();
  if (posts.length === 0) {
    return (
      <div className={styles.state}>
        <NothingToShow message={i18n._(texts.empty)} />
      </div>
    );
  }
  return (
    <ul className={styles.posts} aria-label={i18n._(texts.posts)}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}

/** The posts: placeholders while they load, a retry, or the posts. */
function SocialPosts({
  state,
  retry,
  limit,
}: {
  state: ServiceState<SocialPost[]>;
  retry: () => void;
  limit: number;
}) {
  const { i18n } = useLingui();
  if (state.status === 'loading') {
    return (
      <>
        <LoadingNote label={i18n._(texts.loading)} />
        <ul className={styles.posts} aria-hidden="true">
          {Array.from({ length: Math.min(limit, 3) }, (_, index) => (
            <li key={index} className={`${styles.post} ${styles.placeholder}`}>
              <span className={styles.placeholderPicture} />
              <span className={styles.postBody}>
                <Bone width="45%" />
                <Bone width="90%" />
                <Bone width="70%" />
              </span>
            </li>
          ))}
        </ul>
      </>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className={styles.state}>
        <LoadFailed message={i18n._(texts.failed)} onRetry={retry} />
      </div>
    );
  }
  return <Posts posts={state.data} />;
}

/** The links out to each network (new tabs), the hashtag said with each. */
function FollowLinks({
  linkOuts,
  shownTag,
}: {
  linkOuts: readonly { network: SocialNetwork; href: string }[];
  shownTag: string | undefined;
}) {
  const { i18n } = useLingui();
  return (
    <nav className={styles.follow} aria-label={i18n._(texts.networks)}>
      <p className={styles.followText}>
        {shownTag ? i18n._(texts.follow.id, { hashtag: shownTag }) : i18n._(texts.followPlain)}
      </p>
      <ul className={styles.networks}>
        {linkOuts.map(({ network, href }) => (
          <li key={network}>
            <a className={styles.network} href={href} target="_blank" rel="noopener noreferrer">
              <span className={styles.networkName}>{networkNames[network]}</span>
              {shownTag ? (
                <>
                  {' '}
                  <span className={styles.networkWhat}>{shownTag}</span>
                </>
              ) : null}{' '}
              <span className={styles.visuallyHidden}>{i18n._(texts.newTab)}</span>
              <Icon name="external" size={16} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The event on social networks, with nothing of theirs loaded: the posts the organiser picked for
 * the hashtag (`{site}/social-posts`, their pictures served by the content service) as cards linking
 * to the originals, then links out to each network (new tabs). The site server attaches the posts
 * (`data.posts`), and the wall is then only HTML (no code, nothing asked for, no placeholder to
 * grow out of); without them (the service did not answer the server), the browser asks for them
 * after hydration.
 */
export function SocialWall({ data }: BlockProps<SocialWallData>) {
  const { title, networks, links = [], cta, posts } = data;
  const { i18n } = useLingui();
  const locale = activeLocale(i18n);
  const { hashtag: tag, limit } = socialPostsQueryOf(data);
  const load = useCallback<ServiceLoader<SocialPost[]>>(
    (content, site, signal) =>
      content.socialPosts({ site, locale, limit, ...(tag ? { hashtag: tag } : {}) }, { signal }),
    [locale, tag, limit],
  );
  const { state, retry } = useServiceData(load, { given: posts });
  const shownTag = tag ? `#${tag}` : undefined;
  const linkOuts = networks.flatMap((network) => {
    const href =
      links.find((link) => link.network === network)?.href ??
      (tag ? hashtagPage(network, tag) : null);
    return href ? [{ network, href }] : [];
  });

  return (
    <SectionFrame
      className={styles.socialWall}
      title={title}
      intro={shownTag}
      classes={{ title: styles.title, intro: styles.hashtag }}
      aria-busy={state.status === 'loading'}
    >
      <SocialPosts state={state} retry={retry} limit={limit} />
      {linkOuts.length > 0 ? <FollowLinks linkOuts={linkOuts} shownTag={shownTag} /> : null}
      {cta ? <CtaLink cta={cta} className={styles.cta} /> : null}
    </SectionFrame>
  );
}
