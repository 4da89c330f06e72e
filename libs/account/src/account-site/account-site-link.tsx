import { useLingui } from '@lingui/react';
import { activeLocale } from '@paddock/i18n';
import { buttonClassName, Icon, type ButtonVariant } from '@paddock/ui';
import type { ReactNode } from 'react';
import { useAccountConfig } from '../session/session.js';
import { accountSiteHref, type AccountSitePage } from './account-site.js';

const texts = {
  newTab: /*i18n*/ { id: 'account.newTab', message: '(opens in a new tab)' },
};

export interface AccountSiteLinkProps {
  page: AccountSitePage;
  variant?: ButtonVariant;
  children: ReactNode;
}

/** A button-looking link to the external account site, in the visitor's locale, in a new tab. */
export function AccountSiteLink({ page, variant = 'primary', children }: AccountSiteLinkProps) {
  const { i18n } = useLingui();
  const { accountSiteUrl } = useAccountConfig();
  return (
    <a
      className={buttonClassName({ variant, fullWidth: true })}
      href={accountSiteHref(accountSiteUrl, activeLocale(i18n), page)}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
      <Icon name="external" size={18} />{' '}
      <span className="pdk-visually-hidden">{i18n._(texts.newTab)}</span>
    </a>
  );
}
