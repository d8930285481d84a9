import { useQuery } from '@tanstack/react-query';
import { getSafeInfo } from '../safe/safeSdk.ts';

/** The Safe's threshold and owners, asked of the host (only rendered when connected as a Safe). */
export function SafeDetails() {
  const info = useQuery({
    queryKey: ['portico', 'safeInfo'],
    queryFn: getSafeInfo,
    staleTime: 60_000,
    gcTime: 0,
  });
  return (
    <>
      <dt>Safe</dt>
      <dd data-testid="safe-threshold">
        {info.data
          ? `${info.data.threshold} of ${info.data.owners.length} owners must confirm`
          : info.isError
            ? 'Safe details unavailable'
            : '…'}
      </dd>
    </>
  );
}
