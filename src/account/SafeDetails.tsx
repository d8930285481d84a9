import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAccount } from 'wagmi';
import { fill, pageLanguage, siteWords } from '../i18n/siteWords.ts';
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

  const words = siteWords().safe;
  const language = pageLanguage();
  return (
    <>
      <dt>{words.label}</dt>
      <dd data-testid="safe-threshold">
        {info.data
          ? fill(plural(words.threshold, info.data.owners.length, language), {
              threshold: info.data.threshold,
              count: info.data.owners.length,
            })
          : info.isError
            ? words.detailsUnavailable
            : '…'}
      </dd>
      <dt>{words.addressBook}</dt>
      <dd>
        {contacts === undefined ? (
          <button type="button" className="small" data-testid="load-address-book" onClick={loadAddressBook}>
            {words.load}
          </button>
        ) : (
          <span data-testid="address-book-count">
            {fill(plural(words.contacts, contacts, language), { count: contacts })}
          </span>
        )}
      </dd>
    </>
  );
}
