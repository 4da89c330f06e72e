import { animationData, type AnimationData } from '@paddock/api-clients/blocks';
import { renderInLocale } from '@paddock/ui/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { Animation } from './animation.js';
import { raceInOneLapEn, raceInOneLapFr } from './animation.fixtures.js';

const registry = { animation: defineBlock<AnimationData>(Animation) };
const catalogs = [contentBlocksCatalog];

const show = (data: AnimationData, locale: 'fr' | 'en' = 'fr') =>
  renderInLocale(<BlockList blocks={[aBlock('animation', data)]} registry={registry} />, {
    locale,
    catalogs,
  });

/** The visitor's motion preference, which they can change while the page is open. */
function prefersReducedMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: reduce,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    change(to: boolean) {
      query.matches = to;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

const currentMoment = () =>
  screen
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step')
    ?.querySelector('h3')?.textContent;

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('animation block', () => {
  it('gives every caption in a list, the drawing hidden from screen readers', () => {
    prefersReducedMotion(true);
    const { container } = show(raceInOneLapFr);
    const section = screen.getByRole('region', { name: 'Les 24 Heures en un tour' });
    const list = within(section).getByRole('list', { name: 'Moments clés' });
    const moments = within(list).getAllByRole('listitem');
    expect(moments).toHaveLength(6);
    expect(within(moments[0] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Le départ',
    );
    expect(moments[0]).toHaveTextContent('16:00');
    expect(moments[0]).toHaveTextContent('62 voitures s’élancent');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('stays on its last moment when the visitor prefers reduced motion, until asked to play', () => {
    prefersReducedMotion(true);
    show(raceInOneLapFr);
    expect(currentMoment()).toBe('Le drapeau à damier');
    wait(10_000);
    expect(currentMoment()).toBe('Le drapeau à damier');
    fireEvent.click(screen.getByRole('button', { name: 'Lancer l’animation' }));
    wait(4000);
    expect(currentMoment()).toBe('Le départ');
    expect(screen.getByRole('button', { name: 'Mettre l’animation en pause' })).toBeInTheDocument();
  });

  it('plays through the moments, pauses and plays again', () => {
    prefersReducedMotion(false);
    show(raceInOneLapEn, 'en');
    expect(currentMoment()).toBe('The start');
    wait(4000);
    expect(currentMoment()).toBe('Sunset');
    fireEvent.click(screen.getByRole('button', { name: 'Pause the animation' }));
    wait(12_000);
    expect(currentMoment()).toBe('Sunset');
    fireEvent.click(screen.getByRole('button', { name: 'Play the animation' }));
    wait(4000);
    expect(currentMoment()).toBe('Headlights on');
    // After the last moment, the first again.
    for (const next of ['The dead of night', 'Daybreak', 'The chequered flag', 'The start']) {
      wait(4000);
      expect(currentMoment()).toBe(next);
    }
  });

  it('stops on its last moment when it does not loop, and replays', () => {
    prefersReducedMotion(false);
    show({ ...raceInOneLapEn, moments: raceInOneLapEn.moments.slice(0, 2), loop: false }, 'en');
    wait(4000);
    expect(currentMoment()).toBe('Sunset');
    wait(4000);
    expect(currentMoment()).toBe('Sunset');
    fireEvent.click(screen.getByRole('button', { name: 'Replay the animation' }));
    expect(currentMoment()).toBe('The start');
  });

  it('stops at the last moment when the visitor turns reduced motion on', () => {
    const preference = prefersReducedMotion(false);
    show(raceInOneLapEn, 'en');
    wait(4000);
    preference.change(true);
    expect(currentMoment()).toBe('The chequered flag');
    wait(8000);
    expect(currentMoment()).toBe('The chequered flag');
    expect(screen.getByRole('button', { name: 'Play the animation' })).toBeInTheDocument();
  });

  it('accepts the fixtures and refuses bad data', () => {
    expect(z.safeParse(animationData, raceInOneLapFr).success).toBe(true);
    expect(z.safeParse(animationData, raceInOneLapEn).success).toBe(true);
    const [first, second] = raceInOneLapFr.moments;
    const parsed = z.safeParse(animationData, { moments: [first, second] });
    expect(parsed.success && [parsed.data.duration, parsed.data.loop]).toEqual([4000, true]);
    expect(z.safeParse(animationData, { moments: [first] }).success).toBe(false);
    expect(z.safeParse(animationData, { moments: [second, first] }).success).toBe(false);
    expect(z.safeParse(animationData, { moments: [first, { ...second, at: 1.5 }] }).success).toBe(
      false,
    );
    expect(z.safeParse(animationData, { moments: [first, second], duration: 500 }).success).toBe(
      false,
    );
  });
});
