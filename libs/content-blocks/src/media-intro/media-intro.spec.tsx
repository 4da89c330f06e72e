import { mediaIntroData, type MediaIntroData } from '@paddock/api-clients/blocks';
import { browserConsent, CONSENT_COOKIE } from '@paddock/analytics';
import { renderInLocale } from '@paddock/ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { MediaIntro } from './media-intro.js';
import { circuitEn, circuitFr, filmEn, filmFr, heroEn, heroFr } from './media-intro.fixtures.js';

const registry = { 'media-intro': defineBlock<MediaIntroData>(MediaIntro) };
const catalogs = [contentBlocksCatalog];
const raceStart = '2027-06-12T16:00:00+02:00';

describe('media-intro block', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('introduces the page: title, subtitle, text, calls to action, its picture loaded at once', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('media-intro', heroFr(raceStart))]} registry={registry} />,
      { catalogs },
    );
    const section = screen.getByRole('region', { name: '24 Heures du Mans' });
    expect(section).toHaveClass('media-left');
    const heading = within(section).getByRole('heading', { level: 2 });
    expect(heading.nextElementSibling).toHaveTextContent('93e édition — 13 et 14 juin');
    expect(within(section).getByText(/La plus grande course d’endurance/)).toBeInTheDocument();
    expect(
      within(section).getByRole('img', { name: 'Une voiture au coucher du soleil' }),
    ).toHaveAttribute('loading', 'eager');
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Réserver mes billets', 'Voir le programme']);
  });

  it('counts down to the race start, second by second, and goes away once it has begun', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2027-06-09T14:00:00+02:00'));
    renderInLocale(
      <BlockList blocks={[aBlock('media-intro', heroEn(raceStart))]} registry={registry} />,
      { locale: 'en', catalogs },
    );
    expect(screen.getByText('Race start in')).toBeInTheDocument();
    const units = () =>
      screen.getAllByRole('listitem').map((unit) => unit.textContent?.replace(/\s+/g, ' '));
    expect(units()).toEqual(['3 days', '02 hours', '00 minutes', '00 seconds']);
    const date = screen.getByText(/Saturday 12 June/);
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('dateTime', raceStart);

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(units()).toEqual(['3 days', '01 hour', '59 minutes', '59 seconds']);

    act(() => {
      vi.setSystemTime(new Date('2027-06-12T16:00:01+02:00'));
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Race start in')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '24 Hours of Le Mans' })).toBeInTheDocument();
  });

  it('introduces a video behind its poster: nothing from YouTube before the visitor plays', () => {
    const { container } = renderInLocale(
      <BlockList blocks={[aBlock('media-intro', filmFr)]} registry={registry} />,
      { catalogs },
    );
    expect(screen.getByText(/pluie à minuit/).textContent).toContain('tour.\nQuatre');
    expect(container.querySelector('iframe')).toBeNull();
    // The poster is the button's backdrop: decorative, the button says what it plays.
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(
      screen.getByRole('button', { name: 'Lancer la vidéo : Revivez la dernière édition' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/La vidéo se charge depuis YouTube/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Toutes nos vidéos (s’ouvre dans un nouvel onglet)' }),
    ).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('plays from youtube-nocookie.com on click, and gives the player the focus', async () => {
    // Marketing and embedded content allowed on an earlier visit (before: asked, as in the youtube block).
    act(() => browserConsent().allow('marketing'));
    const user = userEvent.setup();
    renderInLocale(<BlockList blocks={[aBlock('media-intro', filmEn)]} registry={registry} />, {
      locale: 'en',
      catalogs,
    });
    await user.click(
      screen.getByRole('button', { name: 'Play the video: Relive last year’s race' }),
    );
    const player = screen.getByTitle('Video: Relive last year’s race');
    expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/Lm24hR4c3Fx?autoplay=1&rel=0',
    );
    expect(player).toHaveFocus();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/loads from YouTube/)).not.toBeInTheDocument();
  });

  it('puts the media on the right when asked', () => {
    renderInLocale(<BlockList blocks={[aBlock('media-intro', circuitFr)]} registry={registry} />, {
      catalogs,
    });
    expect(screen.getByRole('region', { name: '13,626 km de légende' })).toHaveClass('media-right');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('Départ de la course dans')).not.toBeInTheDocument();
  });

  it('accepts the fixtures and the seed’s shape, defaults the layout, refuses bad data', () => {
    for (const data of [heroFr(raceStart), heroEn(), filmFr, filmEn, circuitFr, circuitEn]) {
      expect(z.safeParse(mediaIntroData, data).success).toBe(true);
    }
    const { layout: _, ...seed } = heroFr(raceStart);
    const parsed = z.safeParse(mediaIntroData, seed);
    expect(parsed.success && parsed.data.layout).toBe('media-left');
    expect(z.safeParse(mediaIntroData, { title: 'Sans média' }).success).toBe(false);
    expect(z.safeParse(mediaIntroData, { ...filmFr, youtubeId: 'a"><script>' }).success).toBe(
      false,
    );
    expect(z.safeParse(mediaIntroData, { ...seed, countdownTo: 'samedi 16 h' }).success).toBe(
      false,
    );
    expect(z.safeParse(mediaIntroData, { ...filmFr, layout: 'media-top' }).success).toBe(false);
    const three = [...(filmFr.ctas ?? []), { text: 'Encore', href: '/fr' }];
    expect(z.safeParse(mediaIntroData, { ...filmFr, ctas: three }).success).toBe(false);
  });
});
