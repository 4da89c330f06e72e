import type { BlockProps } from '../kit/define-block.js';
import type { EditorialData } from '@paddock/api-clients/blocks';
import styles from '../kit/editorial.module.css';
import { CtaLink } from '../kit/parts.js';

/**
 * An editorial text of the CMS: its title (level 2), its sanitized HTML and a call to action, aligned
 * as the editor chose: `centered` (default), `left`, or `centeredPadded`, a centred panel set apart.
 */
export function Editorial({
  data: { title, html, alignment = 'centered', cta },
}: BlockProps<EditorialData>) {
  return (
    <section className={`${styles.editorial} ${styles[alignment]}`} data-alignment={alignment}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      {html ? <div className={styles.text} dangerouslySetInnerHTML={{ __html: html }} /> : null}
      {cta ? <CtaLink cta={cta} className={styles.cta} /> : null}
    </section>
  );
}
