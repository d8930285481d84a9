import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { hashMessage } from 'viem';
import { useAccount, usePublicClient } from 'wagmi';
import { runtimeSettings } from '../config/runtimeSettings.ts';
import { siteWords } from '../i18n/siteWords.ts';
import { readPendingSafeWork, removePendingSafeWork } from '../safe/pendingSafeWork.ts';
import { followSafeMessage } from '../signing/followSafeMessage.ts';
import { verdictToast } from '../signing/useSignAndVerify.ts';
import { verifySignature } from '../signing/verifySignature.ts';
import { storage } from '../storage/installStorageGuard.ts';
import { followSafeTransaction } from '../transactions/followSafeTransaction.ts';

/**
 * Inside a Safe, on every page: the Safe transactions and messages still with the owners (sent before a reload or
 * on another page) are followed again, with the same toasts, whichever page the visitor is on now. A component on
 * this page that sent one shows its status too; both share one follow (followSafeTransaction, followSafeMessage).
 */
export default function ResumeSafeWork() {
  const { address, connector } = useAccount();
  const client = usePublicClient({ chainId: runtimeSettings.chain.id });
  const isSafe = connector?.id === 'safe';

  useEffect(() => {
    if (!isSafe || !address || !client) return;
    const controller = new AbortController();
    for (const work of readPendingSafeWork(storage, address)) {
      if (work.kind === 'tx') {
        void followSafeTransaction(
          { safe: address, safeTxHash: work.safeTxHash, description: work.description },
          () => {},
        );
        continue;
      }
      const toastId = `waiting-${hashMessage(work.message)}`;
      toast.info(siteWords().signing.safeWaitingToast, { toastId, autoClose: false });
      void followSafeMessage(client, { safe: address, message: work.message }, controller.signal)
        .then(async (signature) => {
          const verification = await verifySignature(client, { address, message: work.message, signature });
          verdictToast(work.message, verification.valid);
          removePendingSafeWork(storage, address, work);
        })
        .catch(() => {})
        .finally(() => toast.dismiss(toastId));
    }
    return () => controller.abort();
  }, [isSafe, address, client]);

  return null;
}
