import { MarketingConsentsSection } from './marketing-consents-section';
import { TwoFactorSection } from './two-factor-section';

/** The account page's login security and consents (issue 32, items 4 and 6). */
export function LoginAndConsents() {
  return (
    <>
      <TwoFactorSection />
      <MarketingConsentsSection />
    </>
  );
}
