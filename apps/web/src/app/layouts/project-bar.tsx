import { ProjectBarActions } from '@/features/projects';
import { Anchor, Breadcrumbs, Group, Paper } from '@mantine/core';
import { Link, NavLink } from 'react-router';
import classes from './nav-links.module.css';

const SECTIONS = [
  { label: 'Datasets', path: '/projects/datasets' },
  { label: 'Playground', path: '/projects/playground' },
  { label: 'Evaluation', path: '/projects/evaluation' },
  { label: 'Guardrails', path: '/projects/guardrails' },
  { label: 'Add Rules', path: '/projects/extraction-rules' },
  { label: 'CustomMetrics', path: '/projects/custom-metric' },
  { label: 'Deployment', path: '/projects/deployment' },
  { label: 'Snapshots', path: '/projects/snapshots' },
  { label: 'Job Status', path: '/projects/job-status' },
];

const MORE = [
  { label: 'Fine-tuning', path: '/projects/finetuning' },
  { label: 'API keys', path: '/projects/api-keys' },
];

/** The project's sections; every link keeps ?projectId= so the project stays in view. */
export function ProjectBar({ projectId }: { projectId: string }) {
  const search = `?projectId=${encodeURIComponent(projectId)}`;
  const link = ({ label, path }: { label: string; path: string }) => (
    <NavLink key={path} to={{ pathname: path, search }} className={classes.link}>
      {label}
    </NavLink>
  );

  return (
    <Paper withBorder radius="md" px="md" py="xs" mb="lg">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Anchor component={Link} to="/projects" size="sm">
          All projects
        </Anchor>
        <ProjectBarActions />
      </Group>
      <nav aria-label="Project sections">
        <Group justify="space-between" gap="xs" mt="xs">
          <Breadcrumbs separator="›" separatorMargin={2} style={{ flexWrap: 'wrap' }}>
            {SECTIONS.map(link)}
          </Breadcrumbs>
          <Group gap={4}>{MORE.map(link)}</Group>
        </Group>
      </nav>
    </Paper>
  );
}
