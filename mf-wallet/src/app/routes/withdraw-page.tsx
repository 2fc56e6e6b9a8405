import { WalletPage } from './wallet-page';

/** Route component of `/dashboard/withdraw` (lazy-loaded by `remote.tsx`). */
export default function WithdrawPage() {
  return <WalletPage mode="withdraw" />;
}
