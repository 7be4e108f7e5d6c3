import { LoadError, LoadingRows } from '@/components/ui/query-states';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { useProjectAccessQuery } from '@/features/projects';
import { storage } from '@/lib/storage';
import { Button, Grid, Stack } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { usePromptsQuery } from '../api/list-prompts';
import { useDraftAutosave } from '../hooks/use-draft-autosave';
import { usePromptSession } from '../hooks/use-prompt-session';
import { useRunPlayground } from '../hooks/use-run-playground';
import { usePlaygroundStore, usePlaygroundStoreApi } from '../stores/playground-store-provider';
import { CreatePromptModal } from './create-prompt-modal';
import { DraftStatus } from './draft-status';
import { PlaygroundWorkspace } from './playground-workspace';
import { PromptSidebar } from './prompt-sidebar';

export const NO_PROMPTS_MESSAGE = 'No prompts yet — create one to start experimenting.';

export function PlaygroundScreen({ projectId }: { projectId: string }) {
  const store = usePlaygroundStoreApi();
  const dispatch = usePlaygroundStore((state) => state.dispatch);
  const selectedPromptId = usePlaygroundStore((state) => state.playground.selectedPromptId);
  const columns = usePlaygroundStore((state) => state.playground.columns);
  const accessLevel = useProjectAccessQuery(projectId).data?.accessLevel;
  // Until the level is known the controls stay usable; the server refuses what a viewer may not do.
  const canEdit = accessLevel === undefined || accessLevel === 'owner' || accessLevel === 'editor';
  const promptsQuery = usePromptsQuery({ projectId });
  const [isCreateOpen, createModal] = useDisclosure(false);

  const autosave = useDraftAutosave(store, canEdit);
  const session = usePromptSession(autosave);
  const { run, stop } = useRunPlayground(store);
  // Also from inside the message boxes, where people are when they want to run.
  useHotkeys([['mod+Enter', () => session.isReady && canEdit && void run()]], []);

  // SPEC section 4: the prompt list loading picks the initial prompt (the remembered one, else the first).
  // Only a list with different prompts counts as a new load, so a background refresh does not reset the draft flag.
  const prompts = promptsQuery.data?.content;
  const loadedPromptIds = useRef<string | null>(null);
  useEffect(() => {
    if (!prompts) return;
    const ids = prompts.map((prompt) => prompt.id).join(' ');
    if (ids === loadedPromptIds.current) return;
    loadedPromptIds.current = ids;
    dispatch({ type: 'prompts-loaded', prompts, storedPromptId: storage.get('selectedPromptId') });
  }, [prompts, dispatch]);

  useEffect(() => {
    if (selectedPromptId) storage.set('selectedPromptId', selectedPromptId);
  }, [selectedPromptId]);

  const onSelectPrompt = (promptId: string) => {
    if (promptId === selectedPromptId) return;
    stop();
    autosave.flush();
    dispatch({ type: 'prompt-selected', promptId });
  };

  const isRunning = columns.some((column) => column.isLoading);
  const selectedPrompt = prompts?.find((prompt) => prompt.id === selectedPromptId) ?? null;

  let main;
  if (promptsQuery.isPending) main = <LoadingRows label="Loading prompts" />;
  else if (promptsQuery.isError)
    main = (
      <LoadError
        title="Could not load prompts"
        message={promptsQuery.error.message}
        onRetry={() => void promptsQuery.refetch()}
      />
    );
  else if (!prompts || prompts.length === 0 || !selectedPromptId)
    main = (
      <EmptyState
        title="Start with a prompt"
        description={NO_PROMPTS_MESSAGE}
        action={canEdit && <Button onClick={createModal.open}>Create a prompt</Button>}
      />
    );
  else if (session.error)
    main = <LoadError title="Could not open this prompt" message={session.error} onRetry={session.retry} />;
  else if (!session.isReady) main = <LoadingRows label="Opening the prompt" rows={6} />;
  else
    main = (
      <PlaygroundWorkspace
        promptId={selectedPromptId}
        promptName={selectedPrompt?.name ?? ''}
        canEdit={canEdit}
        isRunning={isRunning}
        onRun={() => void run()}
        onStop={stop}
        autosave={autosave}
      />
    );

  return (
    <>
      <PageHeader
        title="Playground"
        description="Write prompts with {{variables}}, run them against your models and compare versions side by side."
        actions={session.isReady && <DraftStatus status={autosave.status} />}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <PromptSidebar
            projectId={projectId}
            selectedPromptId={selectedPromptId}
            canEdit={canEdit}
            onSelect={onSelectPrompt}
            onCreate={createModal.open}
            onDeleteSelected={autosave.cancel}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">{main}</Stack>
        </Grid.Col>
      </Grid>
      <CreatePromptModal
        opened={isCreateOpen}
        onClose={createModal.close}
        onCreated={(promptId) => onSelectPrompt(promptId)}
      />
    </>
  );
}
