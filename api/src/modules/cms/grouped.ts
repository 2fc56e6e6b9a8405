import {
  bootstrap,
  type Bootstrap,
  type DomainStatus,
  type Locale,
  type Popup,
  type VideoInfo,
} from '@playhub/shared/contracts';
import { providersOriginOf } from '../../http/origin.js';
import { defineRoute } from '../../http/route.js';
import { gamesOfCategories } from '../../repo/games.js';
import { setting } from '../../repo/settings.js';
import { pageMarket } from '../../services/markets.js';

/** The `popup` setting: its words per language (drawn over the picture by the site). */
interface PopupSetting extends Pick<Popup, 'images' | 'url'> {
  title?: Partial<Record<Locale, string>>;
  subtitle?: Partial<Record<Locale, string>>;
}

const BOOTSTRAP_GAMES_PER_CATEGORY = 24;
const LINK_GROUPS = ['Gambling', 'Policies', 'Footer', 'Quick Links'];

/** GET /api/cms/grouped — the bootstrap: every start-up field of Requirements §3, localized by x-locale. */
export default defineRoute({
  method: 'GET',
  url: '/api/cms/grouped',
  tags: ['cms'],
  summary: 'Bootstrap data (categories with their first 24 games; use casino/categorygames for all)',
  data: bootstrap,
  async handler({ req, deps, locale }) {
    const db = deps.db;
    // Visitors' sportsbook frames: the configured sportsbook on its own origin (players get theirs
    // with their tokens in the session).
    const guest = deps.integrations.sportsbook.session(null, providersOriginOf(req, deps.config));
    const [cats, translations, options, sliders, pages, providers, domain, trial, popup, video] =
      await Promise.all([
        db.query<{ id: number; name: string; slugs: string; image: string }>(
          `SELECT id, name_${locale} AS name, slugs, image FROM categories ORDER BY sort, id`,
        ),
        db.query<{ key: string; value: string }>(
          'SELECT key, value FROM translations WHERE locale = $1 ORDER BY key',
          [locale],
        ),
        db.query<{ key: string; value: string; status: boolean }>(
          'SELECT key, value, status FROM site_options ORDER BY sort, key',
        ),
        db.query<{
          slug: string;
          url: string;
          target: string;
          images: string[];
          title: string | null;
          subtitle: string | null;
        }>(
          `SELECT slug, url, target, images, title_${locale} AS title, subtitle_${locale} AS subtitle
           FROM sliders ORDER BY sort, id`,
        ),
        db.query<{ id: number; title: string; link_group: string }>(
          `SELECT id, title_${locale} AS title, link_group FROM content_pages WHERE status ORDER BY sort, id`,
        ),
        db.query<{ id: number; name: string }>('SELECT id, name FROM providers ORDER BY sort, id'),
        setting<DomainStatus>(db, 'domainStatus', { current: '', next: '' }),
        setting<number>(db, 'trialBonusAmount', 0),
        setting<PopupSetting | null>(db, 'popup', null),
        setting<Record<string, VideoInfo> | null>(db, 'videoInfo', null),
      ]);
    const games = await gamesOfCategories(
      db,
      cats.map((c) => c.id),
      BOOTSTRAP_GAMES_PER_CATEGORY,
    );
    const data: Bootstrap = {
      casinoCategoryList: cats.map((c) => ({
        id: c.id,
        name: c.name,
        slugList: c.slugs.split(',').filter(Boolean),
        imageUrl: c.image,
        games: games.get(c.id) ?? [],
      })),
      language: locale,
      translationList: translations,
      siteOption: [
        ...options,
        { key: 'betsyUrl', value: guest.betsyUrl, status: true },
        { key: 'betcoUrl', value: guest.betcoUrl, status: true },
      ],
      domainStatus: domain,
      trialBonusAmount: trial,
      popup: popup && {
        images: popup.images,
        url: popup.url,
        title: popup.title?.[locale] ?? null,
        subtitle: popup.subtitle?.[locale] ?? null,
      },
      sliderList: sliders,
      categoryList: LINK_GROUPS.map((name) => ({
        name,
        content: pages
          .filter((p) => p.link_group.split(',').includes(name))
          .map((p) => ({ id: p.id, title: p.title })),
      })),
      videoInfo: video?.[locale] ?? null,
      providers: providers.map((p) => ({
        id: p.id,
        name: p.name,
        logoUrl: `/api/media/provider/${p.id}.svg`,
      })),
      // The logged-in player's market (the signed cookie), else the visitor's: what the site shows.
      market: deps.markets.profile(pageMarket(req, deps.config, deps.markets.known)),
    };
    return { data };
  },
});
