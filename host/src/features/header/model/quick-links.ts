import { siteOption } from '@playhub/shared/bootstrap';
import type { Bootstrap } from '@playhub/shared/contracts';
import { safeExternalUrl } from '@/lib/safe-url';

/** One messaging/TV quick link of the header (Requirements §2). */
export interface QuickLink {
  id: 'telegram' | 'whatsapp' | 'liveTv';
  href: string;
}

const keys = { telegram: 'telegramUrl', whatsapp: 'whatsappUrl', liveTv: 'liveTvUrl' } as const;

/** Quick links whose site option is on and holds a usable URL, in the order of Requirements §2. */
export function quickLinks(data: Bootstrap | null): QuickLink[] {
  return (Object.keys(keys) as Array<keyof typeof keys>).flatMap((id) => {
    const href = safeExternalUrl(siteOption(data, keys[id]));
    return href ? [{ id, href }] : [];
  });
}
