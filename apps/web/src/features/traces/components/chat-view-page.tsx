import type { SessionTurn } from '@assay/shared/contracts/traces';
import { Anchor, Badge, Grid, Group, NavLink, Paper, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDeferredValue, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { LoadError, LoadingRows } from '@/components/ui/query-states';
import { useSelectedProjectId } from '@/lib/selected-project-store';
import { useSessionQuery } from '../api/get-session';
import { useSessionsQuery } from '../api/list-sessions';
import { formatCost, formatStartTime, formatTokens } from '../fns/format-trace-values';
import { toTurnMessages } from '../fns/to-turn-messages';
import { tracePaths } from '../fns/trace-paths';
import { ChatMessages } from './chat-messages';
import { SendTracesHelp } from './send-traces-help';

/** /projects/evaluation/chat-view: traces grouped by session (thread) id, read as a conversation. */
export function ChatViewPage() {
  const projectId = useSelectedProjectId();
  const [searchParams, setSearchParams] = useSearchParams();
  const sessionId = searchParams.get('sessionId');
  if (!projectId) return <LoadingRows label="Loading conversations" />;
  const onPick = (id: string) =>
    setSearchParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set('sessionId', id);
      return next;
    });
  return (
    <>
      <PageHeader
        title="Chat view"
        description="Traces that share a session or thread id (session.id, gen_ai.conversation.id), turn by turn."
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SessionList projectId={projectId} selected={sessionId} onPick={onPick} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {sessionId ? (
            <Conversation projectId={projectId} sessionId={sessionId} />
          ) : (
            <Text c="dimmed">Pick a session on the left to read it as a conversation.</Text>
          )}
        </Grid.Col>
      </Grid>
    </>
  );
}

function SessionList({
  projectId,
  selected,
  onPick,
}: {
  projectId: string;
  selected: string | null;
  onPick: (id: string) => void;
}) {
  const [q, setQ] = useState('');
  const deferredQ = useDeferredValue(q.trim());
  const sessionsQuery = useSessionsQuery(projectId, deferredQ);
  const sessions = sessionsQuery.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Paper withBorder radius="md" p="sm" component="nav" aria-label="Sessions">
      <TextInput label="Find a session" value={q} onChange={(e) => setQ(e.currentTarget.value)} mb="xs" />
      {sessionsQuery.isPending ? (
        <LoadingRows label="Loading sessions" rows={3} />
      ) : sessionsQuery.isError ? (
        <LoadError
          title="Could not load sessions"
          message={sessionsQuery.error.message}
          onRetry={() => void sessionsQuery.refetch()}
        />
      ) : sessions.length === 0 ? (
        deferredQ ? (
          <Text size="sm" c="dimmed">
            No session id contains “{deferredQ}”.
          </Text>
        ) : (
          <EmptyState
            titleOrder={2}
            title="No conversations yet"
            description="Give the spans of each chat turn the same session.id (or gen_ai.conversation.id) attribute and the turns appear here together."
            action={<SendTracesHelp projectId={projectId} />}
          />
        )
      ) : (
        <ScrollArea.Autosize mah="60vh" type="auto">
          {sessions.map((session) => (
            <NavLink
              key={session.sessionId}
              component="button"
              aria-current={session.sessionId === selected ? 'true' : undefined}
              // Marked by weight and a bar: Mantine's active tint fails contrast with the dimmed description.
              style={{
                borderLeft: `3px solid ${session.sessionId === selected ? 'var(--mantine-primary-color-filled)' : 'transparent'}`,
              }}
              label={
                <Text span size="sm" fw={session.sessionId === selected ? 700 : 400}>
                  {session.sessionId}
                </Text>
              }
              description={`${session.turnCount} turn${session.turnCount === 1 ? '' : 's'} · ${formatStartTime(session.lastMs)}`}
              onClick={() => onPick(session.sessionId)}
            />
          ))}
          {sessionsQuery.hasNextPage && (
            <Anchor component="button" size="sm" onClick={() => void sessionsQuery.fetchNextPage()} mt="xs">
              Load more sessions
            </Anchor>
          )}
        </ScrollArea.Autosize>
      )}
    </Paper>
  );
}

function Turn({ projectId, turn, index }: { projectId: string; turn: SessionTurn; index: number }) {
  const { asked, answered } = toTurnMessages(turn.input, turn.output);
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={`Turn ${index + 1}`}>
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Group gap="xs">
          <Text size="sm" fw={600}>
            Turn {index + 1}
          </Text>
          <Text size="xs" c="dimmed">
            {formatStartTime(turn.startMs)}
            {turn.model ? ` · ${turn.model}` : ''} · {formatTokens(turn.totalTokens)} tokens ·{' '}
            {formatCost(turn.costUsd)}
          </Text>
          {turn.status === 'error' && (
            <Badge color="red" variant="light" size="sm">
              error
            </Badge>
          )}
        </Group>
        <Anchor component={Link} to={tracePaths.traceView(projectId, turn.traceId)} size="sm">
          Open trace
        </Anchor>
      </Group>
      <ChatMessages messages={[...asked, ...answered]} label={`Messages of turn ${index + 1}`} />
    </Paper>
  );
}

function Conversation({ projectId, sessionId }: { projectId: string; sessionId: string }) {
  const sessionQuery = useSessionQuery(projectId, sessionId);
  return (
    <section aria-labelledby="conversation-title">
      <Title order={2} size="h4" id="conversation-title" mb="sm" style={{ overflowWrap: 'anywhere' }}>
        Session {sessionId}
      </Title>
      {sessionQuery.isPending ? (
        <LoadingRows label="Loading the conversation" rows={3} />
      ) : sessionQuery.isError ? (
        <LoadError
          title="Could not load this session"
          message={sessionQuery.error.message}
          onRetry={() => void sessionQuery.refetch()}
        />
      ) : sessionQuery.data.turns.length === 0 ? (
        <Text c="dimmed">This session has no turns.</Text>
      ) : (
        <Stack gap="sm">
          {sessionQuery.data.turns.map((turn, i) => (
            <Turn key={turn.traceId} projectId={projectId} turn={turn} index={i} />
          ))}
        </Stack>
      )}
    </section>
  );
}
