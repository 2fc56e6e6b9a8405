import styled from 'styled-components';
import { useBootstrap } from '@playhub/shared/bootstrap';
import { useTranslation } from '@playhub/shared/i18n';
import { isHttpUrl } from '../../../lib/safe-url';

/**
 * Requirements §2 casino video banner: muted, looping, autoplaying video with three title lines;
 * only with a url.
 */
export function VideoBanner() {
  const { t } = useTranslation('casino');
  const video = useBootstrap()?.videoInfo;
  const url = video?.url?.trim();
  if (!video || !url || !(url.startsWith('/') || isHttpUrl(url))) return null;
  return (
    <Banner aria-label={t('video.label')} data-testid="video-banner">
      <video src={url} muted loop autoPlay playsInline preload="metadata" aria-hidden="true" />
      <Titles>
        <Line1>{video.title1}</Line1>
        <Line2>{video.title2}</Line2>
        <Line3>{video.title3}</Line3>
      </Titles>
    </Banner>
  );
}

const Banner = styled.section`
  position: relative;
  overflow: hidden;
  min-height: 220px;
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};
  video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Titles = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${(p) => p.theme.space.xs};
  min-height: 220px;
  padding: ${(p) => p.theme.space.xl};
  background: linear-gradient(90deg, rgba(11, 16, 32, 0.85), rgba(11, 16, 32, 0.1));
`;

const Line1 = styled.p`
  color: ${(p) => p.theme.colors.accent};
  font-weight: ${(p) => p.theme.fontWeights.bold};
  text-transform: uppercase;
`;
const Line2 = styled.p`
  font-size: ${(p) => p.theme.fontSizes.xxl};
  font-weight: ${(p) => p.theme.fontWeights.bold};
`;
const Line3 = styled.p`
  color: ${(p) => p.theme.colors.text};
`;
