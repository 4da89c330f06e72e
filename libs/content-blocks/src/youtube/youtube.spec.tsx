import { renderInLocale } from '@paddock/ui/testing';
import { browserConsent, CONSENT_COOKIE } from '@paddock/analytics';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { Youtube } from './youtube.js';
import { youtubeData, type YoutubeData } from '@paddock/api-clients/blocks';
import { youtubeBareEn, youtubeDataFr, youtubeEn, youtubeFr } from './youtube.fixtures.js';

const registry = { youtube: defineBlock<YoutubeData>(Youtube) };
const catalogs = [contentBlocksCatalog];

beforeEach(() => {
  // A visitor who has not chosen yet.
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
});

describe('youtube block', () => {
  it('shows a facade and loads nothing from YouTube before the visitor plays', () => {
    const { container } = renderInLocale(<BlockList blocks={[youtubeFr]} registry={registry} />, {
      catalogs,
    });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Le film officiel de l’édition précédente' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Vingt-quatre heures en quatre minutes/)).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    const poster = container.querySelector('img');
    expect(poster).toHaveAttribute('loading', 'lazy');
    expect(poster).toHaveAttribute('width', '1600');
    expect(poster).toHaveAttribute('height', '900');
  });

  it('plays the video from youtube-nocookie.com on click, at once, once marketing is allowed', async () => {
    act(() => browserConsent().allow('marketing'));
    const user = userEvent.setup();
    renderInLocale(<BlockList blocks={[youtubeEn]} registry={registry} />, {
      locale: 'en',
      catalogs,
    });
    await user.click(
      screen.getByRole('button', { name: 'Play the video: The official film of last year’s race' }),
    );
    const player = screen.getByTitle('Video: The official film of last year’s race');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/Lm24hR4c3Fx?autoplay=1&rel=0',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks for consent before loading anything, then plays once allowed', async () => {
    const user = userEvent.setup();
    const { container } = renderInLocale(<BlockList blocks={[youtubeFr]} registry={registry} />, {
      catalogs,
    });
    await user.click(
      screen.getByRole('button', {
        name: 'Lancer la vidéo : Le film officiel de l’édition précédente',
      }),
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Contenu de YouTube')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Gérer mes cookies' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Autoriser et afficher' }));
    expect(browserConsent().allows('marketing')).toBe(true);
    expect(container.querySelector('iframe')).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\//),
    );
  });

  it('shows a neutral placeholder without a poster', () => {
    const { container } = renderInLocale(
      <BlockList blocks={[youtubeBareEn]} registry={registry} />,
      {
        locale: 'en',
        catalogs,
      },
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: /Test day on video/ })).toBeInTheDocument();
  });

  it('accepts the seed’s data and refuses a bad video id', () => {
    expect(youtubeData.safeParse(youtubeDataFr).success).toBe(true);
    expect(
      youtubeData.safeParse({ title: 'La journée test en vidéo', youtubeId: 'Tq7dAy24hLm' })
        .success,
    ).toBe(true);
    expect(youtubeData.safeParse({ title: 'x', youtubeId: 'a"><script>' }).success).toBe(false);
    expect(youtubeData.safeParse({ title: '', youtubeId: 'Tq7dAy24hLm' }).success).toBe(false);
  });
});
