import { useSelectedProjectId } from '@/lib/selected-project-store';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { PlaygroundStoreProvider } from '../stores/playground-store-provider';
import { PlaygroundScreen } from './playground-screen';

/** /projects/playground. Keyed by project, so switching projects starts from a clean playground. */
export function PlaygroundPage() {
  const projectId = useSelectedProjectId();
  if (!projectId) return <FullPageLoader label="Loading the playground" />;
  return (
    <PlaygroundStoreProvider key={projectId}>
      <PlaygroundScreen projectId={projectId} />
    </PlaygroundStoreProvider>
  );
}
