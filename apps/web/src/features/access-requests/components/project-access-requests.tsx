import { useProjectAccessRequestsQuery } from '../api/list-project-access-requests';
import { AccessRequestList } from './access-request-list';

type ProjectAccessRequestsProps = {
  projectId: string;
  /** Called after a grant or refusal, to refresh what the host shows (e.g. the member list). */
  onDecided?: () => void;
};

/** Pending access requests on one project, for its owners. */
export function ProjectAccessRequests({ projectId, onDecided }: ProjectAccessRequestsProps) {
  const query = useProjectAccessRequestsQuery(projectId);
  return <AccessRequestList query={query} isProjectNameShown={false} onDecided={onDecided} />;
}
