import { siteOption } from '@playhub/shared/bootstrap';
import type { Bootstrap } from '@playhub/shared/contracts';
import { safeExternalUrl } from '@/lib/safe-url';

/** A social network of the footer. */
export type SocialId = 'facebook' | 'twitter' | 'instagram' | 'youtube' | 'whatsapp' | 'telegram';

const socialDefaults: Record<SocialId, string> = {
  facebook: 'https://www.facebook.com/',
  twitter: 'https://x.com/',
  instagram: 'https://www.instagram.com/',
  youtube: 'https://www.youtube.com/',
  whatsapp: 'https://www.whatsapp.com/',
  telegram: 'https://telegram.org/',
};

const option = (data: Bootstrap | null, key: string) => safeExternalUrl(siteOption(data, key));

/** Six social links: `<network>Url` site options, else the network's home page (never a dead icon). */
export function socialLinks(data: Bootstrap | null): Array<{ id: SocialId; href: string }> {
  return (Object.keys(socialDefaults) as SocialId[]).map((id) => ({
    id,
    href: option(data, `${id}Url`) ?? socialDefaults[id],
  }));
}

/**
 * Quick Contact (Requirements §2): two Telegram and four WhatsApp buttons from `telegramUrl`, `telegram2Url`,
 * `whatsappUrl`, `whatsapp2Url` … `whatsapp4Url`; a missing extra falls back to the first; with no
 * address at all that network's buttons are left out.
 */
export function quickContacts(
  data: Bootstrap | null,
): Array<{ kind: 'telegram' | 'whatsapp'; n: number; href: string }> {
  const list = (kind: 'telegram' | 'whatsapp', count: number) => {
    const first = option(data, `${kind}Url`);
    return Array.from({ length: count }, (_, i) => {
      const href = (i === 0 ? first : option(data, `${kind}${i + 1}Url`)) ?? first;
      return href ? [{ kind, n: i + 1, href }] : [];
    }).flat();
  };
  return [...list('telegram', 2), ...list('whatsapp', 4)];
}

/** The operating company for the legal text and copyright (site option `companyName`). */
export function companyName(data: Bootstrap | null): string {
  return siteOption(data, 'companyName')?.trim() || 'playhub';
}

/** Licence image and certificate link (site options `licenceImage`, `licenceUrl`). */
export function licence(data: Bootstrap | null): { image: string | null; url: string | null } {
  return { image: option(data, 'licenceImage'), url: option(data, 'licenceUrl') };
}
