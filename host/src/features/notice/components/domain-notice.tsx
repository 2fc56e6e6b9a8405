import styled, { keyframes } from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { CloseIcon } from '@/components/icons';
import { NOTICE_FADE_MS, NOTICE_LOOP_S } from '../model/notice-rules';
import { useDomainNotice } from '../model/use-domain-notice';

/** Requirements §2 top notice about the current and next domain, with a looping scrolling text. */
export function DomainNotice() {
  const { t } = useTranslation('host');
  const { phase, domain, dismiss } = useDomainNotice();
  if (phase === 'hidden' || !domain) return null;
  // A server text (`topNotice.text` in translationList) wins over the built-in one.
  const text = t(['common:topNotice.text', 'host:notice.text'], {
    current: domain.current || '—',
    next: domain.next,
  });
  return (
    <Bar role="region" aria-label={t('notice.label')} data-phase={phase} data-testid="domain-notice">
      <Track>
        <Scroll>{text}</Scroll>
      </Track>
      <Close type="button" onClick={dismiss} aria-label={t('notice.dismiss')} disabled={phase === 'leaving'}>
        <CloseIcon size={16} />
      </Close>
    </Bar>
  );
}

const marquee = keyframes`
  from { transform: translateX(100vw); }
  to { transform: translateX(-100%); }
`;
const Bar = styled.div`
  display: flex;
  align-items: center;
  height: 34px;
  background: ${(p) => p.theme.colors.accent};
  color: ${(p) => p.theme.colors.onAccent};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: ${(p) => p.theme.fontWeights.medium};
  opacity: 1;
  transition: opacity ${NOTICE_FADE_MS}ms ease;
  &[data-phase='leaving'] {
    opacity: 0;
  }
`;
const Track = styled.div`
  flex: 1;
  overflow: hidden;
  white-space: nowrap;
`;
const Scroll = styled.p`
  display: inline-block;
  margin: 0;
  animation: ${marquee} ${NOTICE_LOOP_S}s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    padding-left: 12px;
  }
`;
const Close = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 34px;
  height: 34px;
  flex: none;
  border: 0;
  background: transparent;
  color: inherit;
`;
