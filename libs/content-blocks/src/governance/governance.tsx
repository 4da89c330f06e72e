import { useLingui } from '@lingui/react';
import type { GovernanceData, GovernanceMemberData } from '@paddock/api-clients/blocks';
import { Icon } from '@paddock/ui';
import type { BlockProps } from '../kit/define-block.js';
import { BlockPicture } from '../kit/parts.js';
import styles from './governance.module.css';
import { frameClasses, SectionFrame } from '../kit/section/section-frame.js';

const texts = {
  biography: /*i18n*/ { id: 'blocks.governance.biography', message: 'Biography' },
};

type Heading = 'h2' | 'h3' | 'h4';

/** The initials shown in place of a missing photo: “Pierre Fillon” → “PF”. */
const initials = (name: string) =>
  name
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase())
    .filter((_, index, all) => index === 0 || index === all.length - 1)
    .join('');

function Member({ member, heading: Name }: { member: GovernanceMemberData; heading: Heading }) {
  const { i18n } = useLingui();
  return (
    <li className={styles.member}>
      {member.picture ? (
        // The name beside it says who it is.
        <BlockPicture picture={member.picture} className={styles.photo} decorative />
      ) : (
        <span className={`${styles.photo} ${styles.initials}`} aria-hidden="true">
          {initials(member.name)}
        </span>
      )}
      <div className={styles.identity}>
        <Name className={styles.name}>{member.name}</Name>
        <p className={styles.role}>{member.role}</p>
      </div>
      {member.bio ? (
        <details className={styles.bio}>
          <summary className={styles.summary}>
            {i18n._(texts.biography)}
            <span className="pdk-visually-hidden">, {member.name}</span>
            <Icon name="chevron-down" size={20} className={styles.chevron} />
          </summary>
          <p className={styles.bioText}>{member.bio}</p>
        </details>
      ) : null}
    </li>
  );
}

/**
 * The club's bodies (Bureau, Conseil d'administration…), each its name and its members: photo (or
 * initials), name, role and a short biography behind a disclosure. One member per row on phones, a
 * grid of cards on desktop.
 */
export function Governance({ data: { title, text, bodies } }: BlockProps<GovernanceData>) {
  const [BodyHeading, MemberHeading]: [Heading, Heading] = title ? ['h3', 'h4'] : ['h2', 'h3'];
  return (
    <SectionFrame
      title={title}
      text={text}
      classes={{ ...frameClasses.text, section: styles.section }}
    >
      {bodies.map((body) => (
        <div key={body.name} className={styles.body}>
          <BodyHeading className={styles.bodyName}>{body.name}</BodyHeading>
          {body.text ? <p className={styles.text}>{body.text}</p> : null}
          <ul className={styles.members}>
            {body.members.map((member) => (
              <Member
                key={`${member.name} ${member.role}`}
                member={member}
                heading={MemberHeading}
              />
            ))}
          </ul>
        </div>
      ))}
    </SectionFrame>
  );
}
