import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { experienceAppPushData, type ExperienceAppPushData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { ExperienceAppPush } from './experience-app-push.js';
import { androidOnlyFr, appEn, appFr } from './experience-app-push.fixtures.js';

const registry = {
  'experience-app-push': defineBlock<ExperienceAppPushData>(ExperienceAppPush),
};
const catalogs = [contentBlocksCatalog];

describe('experience-app-push block', () => {
  it('shows the app: its title, screenshot and benefits', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('experience-app-push', appFr)]} registry={registry} />,
      {
        catalogs,
      },
    );
    const section = screen.getByRole('region', { name: 'L’application officielle des 24 Heures' });
    expect(
      within(section).getByRole('img', { name: 'Le classement en direct dans l’application' }),
    ).toHaveAttribute('loading', 'lazy');
    const benefits = within(section).getByRole('list', { name: 'Dans l’application' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(4);
  });

  it('links to the stores as text badges opening a new tab, without their images', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('experience-app-push', appEn)]} registry={registry} />,
      {
        locale: 'en',
        catalogs,
      },
    );
    const stores = within(screen.getByRole('list', { name: 'Download the app' }));
    const apple = stores.getByRole('link', {
      name: 'Download on the App Store (opens in a new tab)',
    });
    expect(apple).toHaveAttribute('href', appEn.appStoreUrl);
    expect(apple).toHaveAttribute('target', '_blank');
    expect(apple).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      stores.getByRole('link', { name: 'Get it on Google Play (opens in a new tab)' }),
    ).toHaveAttribute('href', appEn.googlePlayUrl);
    expect(stores.queryAllByRole('img')).toHaveLength(0);
  });

  it('puts the phone first when asked', () => {
    const { container } = renderInLocale(
      <BlockList blocks={[aBlock('experience-app-push', appEn)]} registry={registry} />,
      { locale: 'en', catalogs },
    );
    expect(container.querySelector('section')?.classList.contains('pictureFirst')).toBe(true);
  });

  it('goes with one store and no picture', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('experience-app-push', androidOnlyFr)]} registry={registry} />,
      { catalogs },
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('accepts the seed’s data and refuses bad data', () => {
    for (const data of [appFr, appEn, androidOnlyFr])
      expect(z.safeParse(experienceAppPushData, data).success).toBe(true);
    expect(z.safeParse(experienceAppPushData, { title: 'Sans magasin' }).success).toBe(false);
    expect(
      z.safeParse(experienceAppPushData, {
        title: 'Magasin sans https',
        appStoreUrl: 'http://apps.apple.com/app/id1',
      }).success,
    ).toBe(false);
    expect(
      z.safeParse(experienceAppPushData, {
        ...androidOnlyFr,
        googlePlayUrl: 'javascript:alert(1)',
      }).success,
    ).toBe(false);
    expect(
      z.safeParse(experienceAppPushData, { ...appFr, picturePosition: 'middle' }).success,
    ).toBe(false);
  });
});
