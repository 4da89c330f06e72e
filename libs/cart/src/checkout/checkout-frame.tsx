import { useLingui } from '@lingui/react';
import { buttonClassName, Spinner } from '@paddock/ui';
import { useId, type ReactNode, type Ref } from 'react';
import { sharedTexts } from '../shared-texts.js';
import { useCheckoutLoaded } from './use-checkout-loaded.js';

/** What the route gives each checkout page. */
export interface CheckoutRouteProps {
  /** Where a visitor with nothing to check out is sent, and goes on: the ticketing page of the locale. */
  ticketingHref: string;
}

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

export interface ToTicketsNoticeProps {
  className?: string;
  /** The ticketing page of the locale. */
  ticketingHref: string;
  /** What the page says (nothing to show, why). */
  children: ReactNode;
}

/** A checkout page with nothing to show: what it says, and the link back to the tickets. */
export function ToTicketsNotice({ className, ticketingHref, children }: ToTicketsNoticeProps) {
  const { i18n } = useLingui();
  return (
    <CheckoutNotice
      className={className}
      href={ticketingHref}
      action={i18n._(sharedTexts.toTickets)}
    >
      {children}
    </CheckoutNotice>
  );
}

export interface CheckoutPageProps {
  /** The page's module classes: its frame, its title and the loading state's box. */
  styles: { page?: string; title?: string; loading?: string };
  title: string;
  /** The spinner's words until the stored checkout state is read. */
  loading: string;
  /** Given, the title can take the focus (arriving news). */
  titleRef?: Ref<HTMLHeadingElement>;
  /** What the page shows once the stored state is read. */
  children: ReactNode;
}

/**
 * A checkout page in its frame: a spinner until the stored checkout state is read (the server's render,
 * hydration), then its content.
 */
export function CheckoutPage({ styles, title, loading, titleRef, children }: CheckoutPageProps) {
  const titleId = useId();
  const loaded = useCheckoutLoaded();
  return (
    <CheckoutFrame styles={styles} titleId={titleId} title={title} titleRef={titleRef}>
      {loaded ? children : <CheckoutLoading className={styles.loading} label={loading} />}
    </CheckoutFrame>
  );
}
