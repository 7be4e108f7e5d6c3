import { storage } from '@/lib/storage';
import { Badge, Button, Group, List, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';

type TourStep = { label: string; title: string; body: string; points: string[]; isAvailable: boolean };

const STEPS: TourStep[] = [
  {
    label: 'Projects',
    title: 'Everything lives in a project',
    body: 'A project holds the data, prompts, metrics and results of one LLM application. Share it with teammates as owners, editors or viewers.',
    points: ['Create a project from the project list', 'Invite teammates by email', 'Switch projects at any time'],
    isAvailable: true,
  },
  {
    label: 'Datasets & traces',
    title: 'Bring your data',
    body: 'Datasets are the examples you evaluate on; traces record what your application actually did, span by span.',
    points: ['Upload CSV or JSONL files', 'Browse rows and trace trees', 'Filter and tag what matters'],
    isAvailable: false,
  },
  {
    label: 'Playground',
    title: 'Try prompts against models',
    body: 'Write prompts with {{variables}}, run them against the models you configured, and compare versions side by side.',
    points: ['Version your prompts', 'Compare models in columns', 'Score answers with metrics as you go'],
    isAvailable: false,
  },
  {
    label: 'Evaluation',
    title: 'Measure before you ship',
    body: 'Run metrics over whole datasets, compare runs, and see where quality moves, with thresholds that tell pass from fail.',
    points: ['Built-in and custom metrics', 'Trace, chat and comparison views', 'Background jobs you can follow'],
    isAvailable: false,
  },
];

export function GuidedTour() {
  const navigate = useNavigate();
  const [active, setActive] = useState(0);
  const isLast = active === STEPS.length - 1;

  const finish = () => {
    storage.set('hasSeenTour', 'true');
    void navigate('/projects', { replace: true });
  };

  return (
    <Stack maw={880} mx="auto" px="md" py="xl" gap="xl">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          Welcome to Assay
        </Title>
        <Button variant="subtle" onClick={finish}>
          Skip tour
        </Button>
      </Group>
      <Stepper active={active} onStepClick={setActive} size="sm">
        {STEPS.map((step) => (
          <Stepper.Step key={step.label} label={step.label}>
            <Paper withBorder radius="md" p="xl" mt="md">
              <Stack gap="sm">
                <Group gap="sm">
                  <Title order={2} size="h3">
                    {step.title}
                  </Title>
                  {/* The tour shows the whole product; it does not claim what this version cannot do yet. */}
                  {!step.isAvailable && (
                    <Badge variant="light" color="gray">
                      Not available yet in this version
                    </Badge>
                  )}
                </Group>
                <Text>{step.body}</Text>
                <List spacing="xs">
                  {step.points.map((point) => (
                    <List.Item key={point}>{point}</List.Item>
                  ))}
                </List>
              </Stack>
            </Paper>
          </Stepper.Step>
        ))}
      </Stepper>
      <Group justify="space-between">
        <Button variant="default" onClick={() => setActive((step) => step - 1)} disabled={active === 0}>
          Back
        </Button>
        {isLast ? (
          <Button onClick={finish}>Finish</Button>
        ) : (
          <Button onClick={() => setActive((step) => step + 1)}>Next</Button>
        )}
      </Group>
    </Stack>
  );
}
