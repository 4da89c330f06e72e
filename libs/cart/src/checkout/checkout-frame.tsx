import { buttonClassName, Spinner } from '@paddock/ui';
import type { ReactNode, Ref } from 'react';

export interface CheckoutFrameProps {
  /** The page's module classes: its frame and its title. */
  styles: { page?: string; title?: string };
  titleId: string;
  title: string;
  /** Given, the title can take the focus (arriving news, a removed line). */
  titleRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** The frame of a checkout page: its section, named by its title. */
export function CheckoutFrame({ styles, titleId, title, titleRef, children }: CheckoutFrameProps) {
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} ref={titleRef} tabIndex={titleRef ? -1 : undefined} className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}

/** A checkout page waiting for the stored state: a large spinner, centred by `className`. */
export function CheckoutLoading({ className, label }: { className?: string; label: string }) {
  return (
    <div className={className}>
      <Spinner size="large" label={label} />
    </div>
  );
}

export interface CheckoutNoticeProps {
  className?: string;
  /** Where the visitor goes on, and the link's words. */
  href: string;
  action: string;
  /** What the page says (nothing to show, why). */
  children: ReactNode;
}

/** A checkout page with nothing to show: what it says, and a button-looking link onwards. */
export function CheckoutNotice({ className, href, action, children }: CheckoutNoticeProps) {
  return (
    <div className={className}>
      {children}
      <a href={href} className={buttonClassName()}>
        {action}
      </a>
    </div>
  );
}
