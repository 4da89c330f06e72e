/**
 * Alerts per site and locale: one current (started two days ago, ends in three weeks), one future and
 * one past. An alert keeps its uuid across locales (it is one alert, translated), so dismissing it in
 * French also hides it in English; the uuid is unique per site and locale.
 */
import type { Alert, Locale, SiteId } from '@paddock/api-clients/contracts';
import { locales, seedUuid, type Both, type SeedContext } from './context';
import { autoPageFrom, autoPaths } from './paths';
import { siteIdsInOrder, siteInfos } from './sites';
import type { Seed } from './types';

interface AlertDef {
  when: 'current' | 'future' | 'past';
  start: number;
  end: number;
  text: Both<string>;
  link?: { href: Both<string>; text: Both<string> };
}

function definitions(site: SiteId, ctx: SeedContext): AlertDef[] {
  const { calendar } = ctx;
  const ticketing = autoPageFrom(site, autoPaths.ticketing);
  const title = siteInfos[site].title;
  return [
    {
      when: 'current',
      start: -2,
      end: 21,
      text:
        site === 'auto'
          ? {
              fr: `Billetterie ${calendar.year} : les tribunes du samedi sont presque complètes, réservez vite.`,
              en: `${calendar.year} tickets: Saturday grandstands are almost sold out, book now.`,
            }
          : {
              fr: `${title} : la billetterie ${calendar.year} est ouverte.`,
              en: `${title}: ${calendar.year} tickets are on sale.`,
            },
      link: {
        href: ticketing,
        text: { fr: 'Voir les billets', en: 'See tickets' },
      },
    },
    {
      when: 'future',
      start: 45,
      end: 60,
      text: {
        fr: 'Maintenance du site prévue dans la nuit du 3 au 4 : la billetterie sera indisponible de 2 h à 5 h.',
        en: 'Planned maintenance on the night of the 3rd: ticketing will be unavailable from 2 to 5 am.',
      },
    },
    {
      when: 'past',
      start: -90,
      end: -30,
      text: {
        fr: 'Prévente réservée aux membres ACO : jusqu’au 31, 20 % de remise sur les billets week-end.',
        en: 'ACO members’ presale: 20% off weekend tickets until the 31st.',
      },
      link: {
        href: autoPageFrom(site, autoPaths.memberPresale),
        text: { fr: 'En savoir plus', en: 'Learn more' },
      },
    },
  ];
}

export function buildAlerts(ctx: SeedContext): Seed['alerts'] {
  const alerts: Seed['alerts'] = [];
  siteIdsInOrder.forEach((site, siteIndex) => {
    definitions(site, ctx).forEach((def, index) => {
      for (const locale of locales) {
        alerts.push({ site, locale, alert: alertOf(ctx, def, locale, siteIndex * 10 + index + 1) });
      }
    });
  });
  return alerts;
}

function alertOf(ctx: SeedContext, def: AlertDef, locale: Locale, n: number): Alert {
  return {
    uuid: seedUuid('a1e7', n),
    text: def.text[locale],
    start: ctx.fromNow(def.start),
    end: ctx.fromNow(def.end),
    ...(def.link ? { link: { href: def.link.href[locale], text: def.link.text[locale] } } : {}),
  };
}
