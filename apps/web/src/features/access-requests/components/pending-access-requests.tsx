import { usePendingAccessRequestsQuery } from '../api/list-pending-access-requests';
import { AccessRequestList } from './access-request-list';

type PendingAccessRequestsProps = {
  /** Called after a grant or refusal, to refresh what the host shows (e.g. activity, member counts). */
  onDecided?: () => void;
};

/** Pending access requests on every project the signed-in user owns. */
export function PendingAccessRequests({ onDecided }: PendingAccessRequestsProps) {
  const query = usePendingAccessRequestsQuery();
  return <AccessRequestList query={query} isProjectNameShown onDecided={onDecided} />;
}
