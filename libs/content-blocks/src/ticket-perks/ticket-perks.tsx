import { useLingui } from '@lingui/react';
import { Icon } from '@paddock/ui';
import type { TicketPerksData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../kit/define-block.js';
import { CtaLink } from '../kit/parts.js';
import { PerkIcon } from '../kit/perk-icon.js';
import { frameClasses, SectionFrame } from '../kit/section/section-frame.js';
import styles from './ticket-perks.module.css';

const texts = {
  note: /*i18n*/ { id: 'blocks.ticket-perks.note', message: 'Good to know' },
};

/**
 * What a ticket includes: a perk each with its pictogram, its title (level 3) and a short text, one
 * column on phones, up to four on desktop; then an optional note (how it compares, conditions) and a
 * call to action.
 */
export function TicketPerks({
  data: { title, text, items, note, cta },
}: BlockProps<TicketPerksData>) {
  const { i18n } = useLingui();
  return (
    <SectionFrame
      title={title}
      text={text}
      classes={{ ...frameClasses.shop, section: styles.perks }}
    >
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.title} className={styles.perk}>
            <span className={styles.badge}>
              <PerkIcon name={item.icon ?? 'check'} size={28} />
            </span>
            <div className={styles.body}>
              <h3 className={styles.perkTitle}>{item.title}</h3>
              {item.text ? <p className={styles.perkText}>{item.text}</p> : null}
            </div>
          </li>
        ))}
      </ul>
      {note ? (
        <p className={styles.note}>
          <Icon name="info" size={20} className={styles.noteIcon} />
          <span>
            <strong className={styles.noteLabel}>{i18n._(texts.note)}</strong> {note}
          </span>
        </p>
      ) : null}
      {cta ? <CtaLink cta={cta} className={styles.cta} /> : null}
    </SectionFrame>
  );
}
