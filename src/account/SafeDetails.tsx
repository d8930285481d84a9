import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAccount } from 'wagmi';
import { notifyError } from '../notify/toast.ts';
import { getSafeInfo, getSafeSdk } from '../safe/safeSdk.ts';
import { installSafeTestProbe } from '../safe/testProbe.ts';
import { plural } from '../ui/plural.ts';

/** The Safe's threshold and owners, asked of the host, and its address book on request. */
export function SafeDetails() {
  const { connector } = useAccount();
  const info = useQuery({
    queryKey: ['portico', 'safeInfo'],
    queryFn: getSafeInfo,
    staleTime: 60_000,
    gcTime: 0,
  });
  const [contacts, setContacts] = useState<number>();
  useEffect(() => (connector ? installSafeTestProbe(connector) : undefined), [connector]);

  async function loadAddressBook() {
    try {
      // Safe{Wallet} asks the owner for permission first; a refusal is PermissionsError 4001.
      setContacts((await (await getSafeSdk()).safe.requestAddressBook()).length);
    } catch (error) {
      notifyError(error);
    }
  }

  return (
    <>
      <dt>Safe</dt>
      <dd data-testid="safe-threshold">
        {info.data
          ? `${info.data.threshold} of ${plural(info.data.owners.length, 'owner')} must confirm`
          : info.isError
            ? 'Safe details unavailable'
            : '…'}
      </dd>
      <dt>Address book</dt>
      <dd>
        {contacts === undefined ? (
          <button type="button" className="small" data-testid="load-address-book" onClick={loadAddressBook}>
            Load
          </button>
        ) : (
          <span data-testid="address-book-count">{plural(contacts, 'contact')} on BNB Smart Chain</span>
        )}
      </dd>
    </>
  );
}
