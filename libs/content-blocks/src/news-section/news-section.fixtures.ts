// The news section shows the latest news: the kit's.
export { newsEn, newsFr } from '../kit/fixtures/news.js';
