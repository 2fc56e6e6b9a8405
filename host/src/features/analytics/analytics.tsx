import { useEffect } from 'react';
import { siteOption, useBootstrap } from '@playhub/shared/bootstrap';

const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;

/**
 * SPEC §9 analytics container: off by default; loads Google Tag Manager only in production builds
 * when the site option `analyticsContainerId` holds a valid container id, after the page settles.
 */
export function Analytics() {
  const id = siteOption(useBootstrap(), 'analyticsContainerId')?.trim().toUpperCase();
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !id || !GTM_ID.test(id)) return;
    const timer = setTimeout(() => {
      const w = window as unknown as { dataLayer?: unknown[] };
      w.dataLayer = w.dataLayer ?? [];
      w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      const script = document.createElement('script');
      script.async = true;
      script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
      document.head.appendChild(script);
    }, 3000);
    return () => clearTimeout(timer);
  }, [id]);
  return null;
}
