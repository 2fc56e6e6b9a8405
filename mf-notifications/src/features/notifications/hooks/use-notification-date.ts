import { useTranslation } from '@playhub/shared/i18n';
import { asLanguage } from '@playhub/shared/i18n';
import { formatDateTime, NOTIFICATION_DATE_PATTERN } from '@playhub/kit/dates';

/** Formats a notification's UTC timestamp as `d.MMM.yy HH:mm` in local time and the interface language. */
export function useNotificationDate(): (timeStamp: string) => string {
  const { i18n } = useTranslation();
  const lang = asLanguage(i18n.language) ?? 'en';
  return (timeStamp) => formatDateTime(timeStamp, NOTIFICATION_DATE_PATTERN, lang);
}
