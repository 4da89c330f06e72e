import { describe, expect, it, vi } from 'vitest';
import { classifyClick, watchClicks, type ClickedLink, type TrackingRules } from './tracking.js';

const rules: TrackingRules = {
  mainSite: 'https://www.24h-lemans.com',
  ownedDomains: ['lemans.org', '24h-lemans.com', 'lemans-classic.com'],
};
const eventOf = (link: Partial<ClickedLink> & { href: string }) =>
  classifyClick({ label: 'Lien', ...link }, rules)?.event ?? null;

describe('click tracking rules', () => {
  it('makes mailto and tel links their own events, wherever they are', () => {
    expect(eventOf({ href: 'mailto:billetterie@lemans.org' })).toBe('mailto');
    expect(eventOf({ href: 'tel:+33243402424', zone: 'footer' })).toBe('tel');
    expect(eventOf({ href: 'MAILTO:x@lemans.org' })).toBe('mailto');
  });

  it('gives the event an element asks for with data-track, when it is a tracked event', () => {
    expect(eventOf({ href: 'mailto:sarthe@lemans.org', explicit: 'contact_delegation' })).toBe(
      'contact_delegation',
    );
    expect(eventOf({ href: 'https://twitter.com/share', explicit: 'share_article' })).toBe(
      'share_article',
    );
    expect(eventOf({ href: '/fr/recherche?q=a', explicit: 'search' })).toBe('search');
    expect(eventOf({ href: 'https://x.example/', explicit: 'not-an-event' })).toBe('external_clic');
  });

  it('detects file downloads from the address, the download attribute or the label', () => {
    expect(eventOf({ href: '/docs/reglement-2026.pdf' })).toBe('file_download');
    expect(eventOf({ href: 'https://cdn.example/plan.PNG?v=2' })).toBe('file_download');
    expect(eventOf({ href: '/fr/plan', download: true })).toBe('file_download');
    expect(eventOf({ href: '/fr/plan', label: 'Télécharger le plan' })).toBe('file_download');
    expect(eventOf({ href: '/en/map', label: 'Download the map' })).toBe('file_download');
    expect(eventOf({ href: '/docs/cgv.pdf', zone: 'footer' })).toBe('file_download');
  });

  it('counts the links of the menus and of the footer, internal ones too', () => {
    expect(eventOf({ href: '/fr/billetterie', zone: 'menu' })).toBe('clic_menu');
    expect(eventOf({ href: 'https://www.lemans.org/', zone: 'footer' })).toBe('clic_footer');
  });

  it('skips links starting with a slash, anchors, and links to the main site', () => {
    expect(eventOf({ href: '/fr/programme' })).toBeNull();
    expect(eventOf({ href: '#acces' })).toBeNull();
    expect(eventOf({ href: 'https://www.24h-lemans.com/en/tickets' })).toBeNull();
    expect(eventOf({ href: 'javascript:void(0)' })).toBeNull();
  });

  it('counts links to the owned domains (and their subdomains) as internal, others as external', () => {
    expect(eventOf({ href: 'https://www.lemans.org/fr/club' })).toBe('internal_clic');
    expect(eventOf({ href: 'https://boutique.lemans-classic.com/' })).toBe('internal_clic');
    expect(eventOf({ href: 'https://notlemans.org/' })).toBe('external_clic');
    expect(eventOf({ href: 'https://www.fiawec.com/' })).toBe('external_clic');
  });

  it('reports the address and the label of the click', () => {
    expect(classifyClick({ href: 'https://www.fiawec.com/', label: '  FIA WEC ' }, rules)).toEqual({
      event: 'external_clic',
      clickUrl: 'https://www.fiawec.com/',
      clickText: 'FIA WEC',
    });
  });
});

describe('watching the clicks of a page', () => {
  it('reads the zone, data-track and the label from the page', () => {
    document.body.innerHTML = `
      <header data-track-zone="menu"><a href="/fr/billetterie"><span>Billetterie</span></a></header>
      <main>
        <section data-track="contact_delegation"><a href="https://sarthe.lemans.org/">Sarthe</a></section>
        <a href="https://www.fiawec.com/" aria-label="FIA WEC (nouvel onglet)">FIA WEC</a>
        <a href="/fr/programme">Programme</a>
      </main>
      <footer data-track-zone="footer"><a href="/fr/mentions-legales">Mentions</a></footer>`;
    const push = vi.fn();
    const stop = watchClicks(document, rules, push);
    for (const link of document.querySelectorAll('a')) {
      (link.firstElementChild ?? link).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    }
    stop();
    expect(push.mock.calls.map((call: unknown[]) => call[0])).toEqual([
      { event: 'clic_menu', clickUrl: '/fr/billetterie', clickText: 'Billetterie' },
      {
        event: 'contact_delegation',
        clickUrl: 'https://sarthe.lemans.org/',
        clickText: 'Sarthe',
      },
      {
        event: 'external_clic',
        clickUrl: 'https://www.fiawec.com/',
        clickText: 'FIA WEC (nouvel onglet)',
      },
      { event: 'clic_footer', clickUrl: '/fr/mentions-legales', clickText: 'Mentions' },
    ]);
  });
});
