import { useLingui } from '@lingui/react';
import { Icon } from '@paddock/ui';
import { useId } from 'react';
import { BlockPicture } from '../shared/block-picture.js';
import type { BlockProps } from '../registry/define-block.js';
import type { SocialNetwork, SocialWallData } from '@paddock/api-clients/blocks';
import { withValues } from '../gallery/with-values.js';
import styles from './social-wall.module.css';

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

/**
 * The event on social networks, third-party content that never loads here: the block's own posts as
 * cards when it has some, and links out to each network (new tabs).
 */
export function SocialWall({
  data: { title, hashtag, networks, links = [], posts = [] },
}: BlockProps<SocialWallData>) {
  const { i18n } = useLingui();
  const titleId = useId();
  const tag = hashtag?.replace(/^#/, '');
  const shownTag = tag ? `#${tag}` : undefined;
  const newTab = i18n._(texts.newTab);

  const linkOuts = networks.flatMap((network) => {
    const href =
      links.find((link) => link.network === network)?.href ??
      (tag ? hashtagPage(network, tag) : null);
    return href ? [{ network, href }] : [];
  });

  return (
    <section className={styles.socialWall} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {shownTag ? <p className={styles.hashtag}>{shownTag}</p> : null}

      {posts.length > 0 ? (
        <ul className={styles.posts} aria-label={i18n._(texts.posts)}>
          {posts.map((post, index) => (
            <li key={`${post.href} ${index}`}>
              <article className={styles.post}>
                {post.picture ? (
                  <BlockPicture picture={post.picture} className={styles.postPicture} />
                ) : null}
                <div className={styles.postBody}>
                  <p className={styles.postMeta}>
                    <Icon name="globe" size={16} />
                    <span>{networkNames[post.network]}</span>
                    {post.author ? <span>{post.author}</span> : null}
                    {post.date ? (
                      <time dateTime={post.date}>{formatDate(post.date, i18n.locale)}</time>
                    ) : null}
                  </p>
                  <p className={styles.postText}>{post.text}</p>
                  <a
                    className={styles.postLink}
                    href={post.href}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {i18n._(withValues(texts.see, { network: networkNames[post.network] }))}{' '}
                    <span className={styles.visuallyHidden}>{newTab}</span>
                    <Icon name="external" size={16} />
                  </a>
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : null}

      {linkOuts.length > 0 ? (
        <nav className={styles.follow} aria-label={i18n._(texts.networks)}>
          <p className={styles.followText}>
            {shownTag
              ? i18n._(withValues(texts.follow, { hashtag: shownTag }))
              : i18n._(texts.followPlain)}
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
                  <span className={styles.visuallyHidden}>{newTab}</span>
                  <Icon name="external" size={16} />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}

function formatDate(date: string, locale: string): string {
  const parsed = new Date(date);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(
    parsed,
  );
}
