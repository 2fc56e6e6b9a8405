import * as z from 'zod/mini';
import { money } from './envelope';
import { contactTypeSchema, localeSchema } from './enums';
import { casinoCategory } from './casino';
import { marketProfile } from './markets';
import { LIMITS, VALIDATION_KEYS, idField, notBlank, requiredString } from './validation';

/** A translation override (`key` is an i18n key, `value` the text in the request locale). */
export const translation = z.object({ key: z.string(), value: z.string() });
/** Inferred type of {@link translation}. */
export type Translation = z.infer<typeof translation>;

/**
 * A site option. Keys: telegramUrl, whatsappUrl, liveTvUrl (status = icon visible), chatLicenseId,
 * chatGroupId (live chat loads only when non-empty), licenceUrl, companyName.
 */
export const siteOption = z.object({ key: z.string(), value: z.string(), status: z.boolean() });
/** Inferred type of {@link siteOption}. */
export type SiteOption = z.infer<typeof siteOption>;

/** Domain notice: current and next domain. */
export const domainStatus = z.object({ current: z.string(), next: z.string() });
/** Inferred type of {@link domainStatus}. */
export type DomainStatus = z.infer<typeof domainStatus>;

/**
 * Popup: images [default, ≥1200px, ≥992px] and an optional link; `title` and `subtitle` (request
 * locale) are drawn over the picture, which has no words of its own.
 */
export const popup = z.object({
  images: z.array(z.string()),
  url: z.nullable(z.string()),
  title: z.nullish(z.string()),
  subtitle: z.nullish(z.string()),
});
/** Inferred type of {@link popup}. */
export type Popup = z.infer<typeof popup>;

/**
 * Banner slide: images [default, ≥992px, ≥1200px]; `title` and `subtitle` (request locale) are
 * drawn over the picture, which has no words of its own.
 */
export const sliderItem = z.object({
  slug: z.string(),
  url: z.string(),
  target: z.string(),
  images: z.array(z.string()),
  title: z.nullish(z.string()),
  subtitle: z.nullish(z.string()),
});
/** Inferred type of {@link sliderItem}. */
export type SliderItem = z.infer<typeof sliderItem>;

/** Static content item (a page link). */
export const contentItem = z.object({ id: z.int(), title: z.string() });
/** Inferred type of {@link contentItem}. */
export type ContentItem = z.infer<typeof contentItem>;

/** Link category: Gambling, Policies, Footer, Quick Links. */
export const contentCategory = z.object({ name: z.string(), content: z.array(contentItem) });
/** Inferred type of {@link contentCategory}. */
export type ContentCategory = z.infer<typeof contentCategory>;

/** Casino video banner. */
export const videoInfo = z.object({
  url: z.string(),
  title1: z.string(),
  title2: z.string(),
  title3: z.string(),
});
/** Inferred type of {@link videoInfo}. */
export type VideoInfo = z.infer<typeof videoInfo>;

/** Game provider for the footer logo slider. */
export const providerInfo = z.object({ id: z.int(), name: z.string(), logoUrl: z.string() });
/** Inferred type of {@link providerInfo}. */
export type ProviderInfo = z.infer<typeof providerInfo>;

/** Data of `GET cms/grouped`: everything the site needs at start-up, localized by x-locale. */
export const bootstrap = z.object({
  casinoCategoryList: z.array(casinoCategory),
  language: localeSchema,
  translationList: z.array(translation),
  siteOption: z.array(siteOption),
  domainStatus: domainStatus,
  trialBonusAmount: money,
  popup: z.nullable(popup),
  sliderList: z.array(sliderItem),
  categoryList: z.array(contentCategory),
  videoInfo: z.nullable(videoInfo),
  providers: z.array(providerInfo),
  /** The request's market and its player-protection profile (absent from an older API). */
  market: z.optional(marketProfile),
});
/** Inferred type of {@link bootstrap}. */
export type Bootstrap = z.infer<typeof bootstrap>;

/** `cms/contentlist` body (the UI sends status true, categoryId 1). Data: ContentItem[]. */
export const contentListPayload = z.strictObject({
  status: z._default(z.boolean(), true),
  categoryId: z._default(z.int(), 1),
});
/** Inferred type of {@link contentListPayload}. */
export type ContentListPayload = z.infer<typeof contentListPayload>;

/** Data of `cms/contentlist`. */
export const contentItemList = z.array(contentItem);
/** Inferred type of {@link contentItemList}. */
export type ContentItemList = z.infer<typeof contentItemList>;

/** `cms/page` body. */
export const pagePayload = z.strictObject({ id: idField });
/** Inferred type of {@link pagePayload}. */
export type PagePayload = z.infer<typeof pagePayload>;

/** Data of `cms/page`: a content page (`content` is HTML). */
export const contentPage = z.object({ id: z.int(), title: z.string(), content: z.string() });
/** Inferred type of {@link contentPage}. */
export type ContentPage = z.infer<typeof contentPage>;

/** What a promotion's detail offers: a deposit, the request of its bonus, or the games. */
export const promotionActions = ['deposit', 'claim', 'play'] as const;
/** A promotion action. */
export type PromotionAction = (typeof promotionActions)[number];

/**
 * A promotion: images [list thumbnail, detail banner], title, HTML description; its action (a
 * claim names its bonus) and the content page of its terms (issue 33). Older servers send neither:
 * read as a deposit without terms.
 */
export const promotion = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  action: z.optional(z.enum(promotionActions)),
  bonusId: z.optional(z.nullable(z.int())),
  termsPageId: z.optional(z.nullable(z.int())),
});
/** Inferred type of {@link promotion}. */
export type Promotion = z.infer<typeof promotion>;

/** Data of `GET cms/promotions`. */
export const promotionList = z.array(promotion);
/** Inferred type of {@link promotionList}. */
export type PromotionList = z.infer<typeof promotionList>;

/** One call-request contact: type 1 Phone, 2 Whatsapp, 3 Telegram, 4 Email; contact 5–30. */
export const callContact = z.strictObject({
  type: contactTypeSchema,
  contact: requiredString(LIMITS.callContact.min, LIMITS.callContact.max),
});
/** Inferred type of {@link callContact}. */
export type CallContact = z.infer<typeof callContact>;

/** `cms/callme` body (Requirements §5): name 5–30 non-blank, message 5–100, 1–5 contacts. */
export const callMePayload = z.strictObject({
  name: requiredString(LIMITS.callName.min, LIMITS.callName.max).check(
    z.refine(notBlank, VALIDATION_KEYS.notBlank),
  ),
  message: requiredString(LIMITS.callMessage.min, LIMITS.callMessage.max),
  contacts: z
    .array(callContact)
    .check(
      z.minLength(LIMITS.callContacts.min, VALIDATION_KEYS.contactsMin),
      z.maxLength(LIMITS.callContacts.max, VALIDATION_KEYS.contactsMax),
    ),
});
/** Inferred type of {@link callMePayload}. */
export type CallMePayload = z.infer<typeof callMePayload>;
