import { WalletPage } from './wallet-page';

/** Route component of `/dashboard/deposit` (lazy-loaded by `remote.tsx`). */
export default function DepositPage() {
  return <WalletPage mode="deposit" />;
}
