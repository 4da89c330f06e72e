import { useLingui } from '@lingui/react';
import type { EntityPresentationSheetData } from '@paddock/api-clients/blocks';
import { Icon } from '@paddock/ui';
import { useId } from 'react';
import type { BlockProps } from '../kit/define-block.js';
import { BlockPicture, CtaLink, NewTabNote, newTabAttributes } from '../kit/parts.js';
import { mailtoHref, telHref } from '../kit/contact.js';
import styles from './entity-presentation-sheet.module.css';

const texts = {
  website: /*i18n*/ { id: 'blocks.entity-presentation-sheet.website', message: 'Website' },
  contact: /*i18n*/ { id: 'blocks.entity-presentation-sheet.contact', message: 'Contact' },
  email: /*i18n*/ { id: 'blocks.entity-presentation-sheet.email', message: 'Email' },
  phone: /*i18n*/ { id: 'blocks.entity-presentation-sheet.phone', message: 'Phone' },
};

/** A website's address as people say it: “https://www.lemans.org/” → “lemans.org”. */
const shortAddress = (href: string) => href.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');

/**
 * The fact sheet of a club, a circuit or a team: its picture, its logo, name and description, then a
 * panel of facts (founded, address, president…) with its website (a new tab) and its contact links
 * (email, phone). Stacked on phones, the panel beside the description on desktop.
 */
export function EntityPresentationSheet({
  data: { kicker, name, logo, picture, description, facts, website, email, phone, cta },
}: BlockProps<EntityPresentationSheetData>) {
  const { i18n } = useLingui();
  const heading = useId();
  const hasPanel = Boolean(facts?.length || website || email || phone);
  return (
    <section className={styles.sheet} aria-labelledby={heading}>
      {picture ? <BlockPicture picture={picture} className={styles.cover} /> : null}
      <div className={`${styles.layout} ${hasPanel ? '' : styles.single}`}>
        <div className={styles.main}>
          <div className={styles.identity}>
            {/* The name beside it says whose logo it is. */}
            {logo ? <BlockPicture picture={logo} className={styles.logo} decorative /> : null}
            <hgroup className={styles.heading}>
              <h2 id={heading} className={styles.name}>
                {name}
              </h2>
              {kicker ? <p className={styles.kicker}>{kicker}</p> : null}
            </hgroup>
          </div>
          {description ? <p className={styles.description}>{description}</p> : null}
          {cta ? <CtaLink cta={cta} className={styles.cta} /> : null}
        </div>
        {hasPanel ? (
          <div className={styles.panel}>
            {facts?.length || website ? (
              <dl className={styles.facts}>
                {facts?.map((fact) => (
                  <div key={fact.label} className={styles.fact}>
                    <dt className={styles.label}>{fact.label}</dt>
                    <dd className={styles.value}>{fact.value}</dd>
                  </div>
                ))}
                {website ? (
                  <div className={styles.fact}>
                    <dt className={styles.label}>{i18n._(texts.website)}</dt>
                    <dd className={styles.value}>
                      <a className={styles.link} href={website.href} {...newTabAttributes}>
                        {website.text ?? shortAddress(website.href)}
                        <Icon name="external" size={16} />
                        <NewTabNote />
                      </a>
                    </dd>
                  </div>
                ) : null}
              </dl>
            ) : null}
            {email || phone ? (
              <div className={styles.contact}>
                <h3 className={styles.contactTitle}>{i18n._(texts.contact)}</h3>
                <ul className={styles.contactLinks}>
                  {email ? (
                    <li>
                      <a className={styles.contactLink} href={mailtoHref(email)}>
                        <span className={styles.contactLabel}>{i18n._(texts.email)}</span> {email}
                      </a>
                    </li>
                  ) : null}
                  {phone ? (
                    <li>
                      <a className={styles.contactLink} href={telHref(phone)}>
                        <span className={styles.contactLabel}>{i18n._(texts.phone)}</span> {phone}
                      </a>
                    </li>
                  ) : null}
                </ul>
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
