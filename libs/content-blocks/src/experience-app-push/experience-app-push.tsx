import { useLingui } from '@lingui/react';
import { useId } from 'react';
import type { ExperienceAppPushData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../kit/define-block.js';
import { BlockPicture, NewTabNote, newTabAttributes } from '../kit/parts.js';
import { PerkIcon } from '../kit/perk-icon.js';
import styles from './experience-app-push.module.css';

const texts = {
  benefits: /*i18n*/ { id: 'blocks.experience-app-push.benefits', message: 'In the app' },
  stores: /*i18n*/ { id: 'blocks.experience-app-push.stores', message: 'Download the app' },
  appStore: /*i18n*/ { id: 'blocks.experience-app-push.appStore', message: 'Download on the' },
  googlePlay: /*i18n*/ { id: 'blocks.experience-app-push.googlePlay', message: 'Get it on' },
};

/**
 * A push for the organiser's mobile app: a screenshot in a phone beside the title, the text, the
 * app's benefits (ticked) and its store pages as badges: text links styled like the stores' badges,
 * opening a new tab (no third-party image). Stacked on phones, the phone under the text.
 */
export function ExperienceAppPush({
  data: { title, text, picture, benefits, appStoreUrl, googlePlayUrl, picturePosition = 'end' },
}: BlockProps<ExperienceAppPushData>) {
  const { i18n } = useLingui();
  const titleId = useId();
  const stores = [
    appStoreUrl ? { href: appStoreUrl, lead: i18n._(texts.appStore), name: 'App Store' } : null,
    googlePlayUrl
      ? { href: googlePlayUrl, lead: i18n._(texts.googlePlay), name: 'Google Play' }
      : null,
  ].filter((store) => store !== null);
  const classes = [
    styles.push,
    picture ? styles.withPicture : '',
    picture && picturePosition === 'start' ? styles.pictureFirst : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <section className={classes} aria-labelledby={titleId}>
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {text ? <p className={styles.text}>{text}</p> : null}
        {benefits ? (
          <ul className={styles.benefits} aria-label={i18n._(texts.benefits)}>
            {benefits.map((benefit) => (
              <li key={benefit} className={styles.benefit}>
                <PerkIcon name="check" size={20} className={styles.check} />
                {benefit}
              </li>
            ))}
          </ul>
        ) : null}
        <ul className={styles.stores} aria-label={i18n._(texts.stores)}>
          {stores.map((store) => (
            <li key={store.name}>
              <a className={styles.badge} href={store.href} {...newTabAttributes}>
                <PerkIcon name="phone" size={28} className={styles.badgeIcon} />
                <span className={styles.badgeText}>
                  <span className={styles.badgeLead}>{store.lead}</span>{' '}
                  <span className={styles.badgeName}>{store.name}</span>
                </span>
                <NewTabNote />
              </a>
            </li>
          ))}
        </ul>
      </div>
      {picture ? (
        <div className={styles.device}>
          <div className={styles.phone}>
            <BlockPicture picture={picture} className={styles.screen} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
