import { screen } from '@testing-library/react';
import { hydrateInLocale } from '@paddock/ui/testing';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unmeasuredControlsIn } from './fixtures/slider-controls.js';
import { ScrollSlider } from './scroll-slider.js';

const slider = (slides: number) => (
  <ScrollSlider label="Timeline" previousLabel="Earlier" nextLabel="Later">
    {Array.from({ length: slides }, (_, index) => (
      <li key={index}>Slide {index + 1}</li>
    ))}
  </ScrollSlider>
);

/** The list's widths as the browser lays them out (jsdom lays out nothing). */
function stubListWidths(clientWidth: number, scrollWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ScrollSlider', () => {
  it("gives its buttons their room in the server's HTML, for the CSS to keep or drop by the slides", () => {
    expect(unmeasuredControlsIn(renderToString(slider(5)))).toEqual({
      hidden: false,
      previous: 'off',
      next: 'on',
    });
  });

  it('shows them once measured when the slides overflow, no longer marked', () => {
    stubListWidths(300, 1200);
    const { container } = hydrateInLocale(slider(5));
    expect(container.querySelector('[data-unmeasured]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Later' })).toBeEnabled();
  });

  it('hides them once measured when everything fits', () => {
    stubListWidths(1200, 1200);
    const { container } = hydrateInLocale(slider(2));
    expect(container.querySelector('[data-unmeasured]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Later' })).toBeNull();
  });
});
