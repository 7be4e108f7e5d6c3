import { DatasetTagsSchema, type ImportPreview, MAX_UPLOAD_BYTES } from '@assay/shared/contracts/datasets';
import { formatFileSize } from '@assay/shared/domain/format-file-size';
import {
  Alert,
  Button,
  FileButton,
  Group,
  List,
  Modal,
  Paper,
  Progress,
  Stack,
  Table,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { type DragEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { showRequestError } from '@/lib/show-request-error';
import { useDatasetQuery } from '../api/get-dataset';
import { getImportPreview, useImportDatasetMutation, useImportJobQuery } from '../api/import-dataset';
import { createUploadUrl, putFile } from '../api/upload-file';
import { formatCellValue } from '../fns/format-cell-value';
import { validateMappings } from '../fns/validate-mappings';
import { ColumnMappingTable, type MappingDraft } from './column-mapping-table';
import { ImportFailure } from './import-failure';

const ACCEPTED = '.csv,.jsonl,.ndjson,.json,text/csv,application/x-ndjson';
const ACCEPTED_EXTENSIONS = /\.(csv|jsonl|ndjson|json)$/i;

type Step =
  | { kind: 'choose'; error?: string }
  | { kind: 'uploading'; fileName: string; fraction: number }
  | { kind: 'mapping'; preview: ImportPreview }
  | { kind: 'importing'; datasetId: string; jobId: string };

type UploadDatasetModalProps = { opened: boolean; projectId: string; onClose: () => void };

/** Upload a CSV or JSONL file, check the preview, map its columns, and follow the import. */
export function UploadDatasetModal({ opened, projectId, onClose }: UploadDatasetModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Upload a dataset"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && <UploadFlow projectId={projectId} onClose={onClose} />}
    </Modal>
  );
}

function UploadFlow({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const abort = useRef<AbortController | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    if (!ACCEPTED_EXTENSIONS.test(file.name)) {
      setStep({ kind: 'choose', error: `${file.name} is not a CSV or JSONL file.` });
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      setStep({ kind: 'choose', error: `${file.name} is ${formatFileSize(file.size)}; files can be at most 1 GB.` });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setStep({ kind: 'uploading', fileName: file.name, fraction: 0 });
    try {
      const target = await createUploadUrl(file);
      await putFile(
        target,
        file,
        (fraction) => setStep({ kind: 'uploading', fileName: file.name, fraction }),
        controller.signal,
      );
      setStep({ kind: 'mapping', preview: await getImportPreview(target.uploadId) });
    } catch (error) {
      if ((error as Error).name === 'AbortError') return setStep({ kind: 'choose' });
      setStep({ kind: 'choose', error: (error as Error).message || 'The upload failed.' });
    }
  };

  if (step.kind === 'choose') return <ChooseFile error={step.error} onFile={(file) => void upload(file)} />;
  if (step.kind === 'uploading') {
    const percent = Math.round(step.fraction * 100);
    return (
      <Stack gap="sm" role="status" aria-live="polite">
        <Text>
          Uploading {step.fileName}… {percent}%
        </Text>
        <Progress value={percent} aria-label="Upload progress" />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => abort.current?.abort()}>
            Cancel upload
          </Button>
        </Group>
      </Stack>
    );
  }
  if (step.kind === 'mapping') {
    return (
      <MapColumns
        preview={step.preview}
        onBack={() => setStep({ kind: 'choose' })}
        onStarted={(datasetId, jobId) => setStep({ kind: 'importing', datasetId, jobId })}
      />
    );
  }
  return <ImportStatus projectId={projectId} datasetId={step.datasetId} jobId={step.jobId} onClose={onClose} />;
}

function ChooseFile({ error, onFile }: { error?: string; onFile: (file: File | null) => void }) {
  const [isOver, setIsOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsOver(false);
    onFile(event.dataTransfer.files[0] ?? null);
  };
  return (
    <Stack gap="md">
      <Paper
        withBorder
        p="xl"
        radius="md"
        onDragOver={(event) => {
          event.preventDefault();
          setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={onDrop}
        style={{
          borderStyle: 'dashed',
          borderWidth: 2,
          background: isOver ? 'var(--mantine-color-default-hover)' : undefined,
        }}
      >
        <Stack align="center" gap="xs">
          <Text fw={600}>Drop a CSV or JSONL file here</Text>
          <Text size="sm" c="dimmed">
            CSV needs a header row; JSONL has one JSON object per line. Up to 1 GB.
          </Text>
          <FileButton onChange={onFile} accept={ACCEPTED}>
            {(props) => <Button {...props}>Choose a file</Button>}
          </FileButton>
        </Stack>
      </Paper>
      {error && (
        <Alert color="red" title="That file cannot be used">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

function MapColumns({
  preview,
  onBack,
  onStarted,
}: {
  preview: ImportPreview;
  onBack: () => void;
  onStarted: (datasetId: string, jobId: string) => void;
}) {
  const importMutation = useImportDatasetMutation();
  const [name, setName] = useState(preview.fileName.replace(/\.[^.]+$/, ''));
  const [tags, setTags] = useState<string[]>([]);
  const [mappings, setMappings] = useState<MappingDraft[]>(() =>
    preview.suggestedColumns.map((column) => ({ ...column, isIncluded: true })),
  );
  const [errors, setErrors] = useState<{ name?: string; tags?: string; rows: Record<number, string>; form?: string }>({
    rows: {},
  });
  const samples = Object.fromEntries(
    preview.headers.map((header) => [
      header,
      formatCellValue(preview.rows.find((row) => formatCellValue(row[header]) !== '')?.[header]).slice(0, 40),
    ]),
  );

  const submit = () => {
    const { errors: rowErrors, formError } = validateMappings(mappings);
    const parsedTags = DatasetTagsSchema.safeParse(tags);
    const nextErrors = {
      rows: rowErrors,
      ...(name.trim() === '' ? { name: 'Dataset name is required' } : {}),
      ...(parsedTags.success ? {} : { tags: parsedTags.error.issues[0]?.message }),
      ...(formError ? { form: formError } : {}),
    };
    setErrors(nextErrors);
    if (Object.keys(rowErrors).length > 0 || nextErrors.name || nextErrors.tags || formError) return;
    importMutation.mutate(
      {
        uploadId: preview.uploadId,
        name: name.trim(),
        tags,
        columns: mappings.filter((m) => m.isIncluded).map(({ isIncluded: _, ...column }) => column),
      },
      {
        onSuccess: ({ datasetId, jobId }) => onStarted(datasetId, jobId),
        onError: (error) => showRequestError(error, (fieldErrors) => setErrors((e) => ({ ...e, ...fieldErrors }))),
      },
    );
  };

  const previewRows = preview.rows.slice(0, 5);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          {preview.fileName} · {preview.format.toUpperCase()} · {formatFileSize(preview.size)} ·{' '}
          {preview.headers.length} columns
        </Text>
        {preview.problems.length > 0 && (
          <Alert color="yellow" title="Problems in the first lines">
            <List size="sm">
              {preview.problems.slice(0, 10).map((problem) => (
                <List.Item key={`${problem.line}-${problem.message}`}>
                  Line {problem.line}: {problem.message}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Stack gap={4}>
          <Text fw={600} size="sm" id="import-preview-title">
            First rows
          </Text>
          <Table.ScrollContainer minWidth={400} mah={220}>
            <Table striped withTableBorder aria-labelledby="import-preview-title" fz="xs">
              <Table.Thead>
                <Table.Tr>
                  {preview.headers.map((header) => (
                    <Table.Th key={header}>{header}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {previewRows.map((row, index) => (
                  <Table.Tr key={index}>
                    {preview.headers.map((header) => (
                      <Table.Td key={header} maw={220} style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                        {formatCellValue(row[header]).slice(0, 120)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
        <Group grow align="flex-start">
          <TextInput
            label="Dataset name"
            required
            maxLength={200}
            value={name}
            error={errors.name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <TagsInput
            label="Tags"
            description="Press Enter after each tag"
            value={tags}
            onChange={setTags}
            error={errors.tags}
            maxTags={20}
          />
        </Group>
        <Text fw={600} size="sm">
          Columns
        </Text>
        <ColumnMappingTable
          mappings={mappings}
          samples={samples}
          errors={errors.rows}
          onChange={(index, change) =>
            setMappings((current) => current.map((m, i) => (i === index ? { ...m, ...change } : m)))
          }
        />
        {errors.form && (
          <Text c="red" size="sm" role="alert">
            {errors.form}
          </Text>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            Choose another file
          </Button>
          <Button type="submit" loading={importMutation.isPending}>
            Import
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ImportStatus({
  projectId,
  datasetId,
  jobId,
  onClose,
}: {
  projectId: string;
  datasetId: string;
  jobId: string;
  onClose: () => void;
}) {
  const job = useImportJobQuery(jobId).data;
  // The dataset is the outcome (it polls while importing); the job only adds progress and its message.
  const dataset = useDatasetQuery(datasetId).data;
  const percent = Math.round((job?.progress ?? 0) * 100);
  const datasetLink = { pathname: `/projects/datasets/${datasetId}`, search: `?projectId=${projectId}` };

  if (dataset?.status === 'ready') {
    return (
      <Stack gap="md">
        <Alert color="green" title="Import finished">
          {`${dataset.rowCount.toLocaleString()} rows imported into ${dataset.name}.`}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button component={Link} to={datasetLink} onClick={onClose}>
            Open dataset
          </Button>
        </Group>
      </Stack>
    );
  }
  const failure =
    dataset?.status === 'failed'
      ? (dataset.error ?? 'The file could not be imported.')
      : job?.status === 'failed' || job?.status === 'cancelled'
        ? (job.error ?? job.message)
        : null;
  if (failure !== null) {
    return (
      <Stack gap="md">
        <ImportFailure
          title={job?.status === 'cancelled' ? 'The import was cancelled' : 'The import failed'}
          message={failure}
        />
        <Group justify="flex-end">
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" role="status" aria-live="polite">
      <Text>Importing rows… {percent}%</Text>
      <Progress value={percent} aria-label="Import progress" />
      {job?.message && (
        <Text size="sm" c="dimmed">
          {job.message}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        You can close this window; the import goes on in the background and shows under Job Status.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}
