import { daysAgo, newsFr } from '../kit/fixtures/news.js';

export { newsEn, newsFr } from '../kit/fixtures/news.js';

/** Fifteen news, to show more of them page by page. */
export const manyNewsFr = Array.from({ length: 15 }, (_, index) => {
  const item = newsFr[index % newsFr.length] as (typeof newsFr)[number];
  const id = `${item.id}-${index + 1}`;
  return {
    ...item,
    id,
    date: daysAgo(2 + index * 3),
    title: `${item.title} (${index + 1})`,
    href: `/fr/actualites#${id}`,
  };
});
