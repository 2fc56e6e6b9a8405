import { useCallback } from 'react';
import { useTranslation } from '@playhub/shared/i18n';

/** Minutes as the page says them: under two hours in minutes, then hours; two days and more as days. */
export function useDuration() {
  const { t } = useTranslation('account');
  return useCallback(
    (minutes: number) => {
      if (minutes >= 2880 && minutes % 1440 === 0) return t('protection.days', { count: minutes / 1440 });
      if (minutes >= 120 && minutes % 60 === 0) return t('protection.hours', { count: minutes / 60 });
      return t('protection.minutes', { count: minutes });
    },
    [t],
  );
}
