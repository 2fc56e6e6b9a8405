import type { AnyRoute } from '../../http/route.js';
import callme from './callme.js';
import contentList from './content-list.js';
import grouped from './grouped.js';
import page from './page.js';
import promotions from './promotions.js';

/** cms/* endpoints. */
export const cmsRoutes: AnyRoute[] = [grouped, contentList, page, promotions, callme];
