import type { ColumnMapping, DatasetColumnRole, DatasetColumnType } from '@assay/shared/contracts/datasets';
import { Checkbox, Select, Table, TextInput } from '@mantine/core';
import { ROLE_OPTIONS, TYPE_OPTIONS } from './column-options';

export type MappingDraft = ColumnMapping & { isIncluded: boolean };

type ColumnMappingTableProps = {
  mappings: MappingDraft[];
  /** First values of each source column, to help choose a type. */
  samples: Record<string, string>;
  errors: Record<number, string>;
  onChange: (index: number, change: Partial<MappingDraft>) => void;
};

/** One line per column of the file: keep it or not, its name in the dataset, its role and its type. */
export function ColumnMappingTable({ mappings, samples, errors, onChange }: ColumnMappingTableProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Import</Table.Th>
            <Table.Th>Column in file</Table.Th>
            <Table.Th>Name in dataset</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Type</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {mappings.map((mapping, index) => (
            <Table.Tr key={mapping.source}>
              <Table.Td>
                <Checkbox
                  aria-label={`Import ${mapping.source}`}
                  checked={mapping.isIncluded}
                  onChange={(event) => onChange(index, { isIncluded: event.currentTarget.checked })}
                />
              </Table.Td>
              <Table.Td maw={200} style={{ wordBreak: 'break-all' }}>
                <strong>{mapping.source}</strong>
                {samples[mapping.source] && (
                  <div style={{ color: 'var(--mantine-color-dimmed)', fontSize: 12 }}>
                    e.g. {samples[mapping.source]}
                  </div>
                )}
              </Table.Td>
              <Table.Td>
                <TextInput
                  size="xs"
                  aria-label={`Name of ${mapping.source}`}
                  value={mapping.name}
                  disabled={!mapping.isIncluded}
                  error={errors[index]}
                  onChange={(event) => onChange(index, { name: event.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <Select
                  size="xs"
                  aria-label={`Role of ${mapping.source}`}
                  data={ROLE_OPTIONS}
                  value={mapping.role}
                  disabled={!mapping.isIncluded}
                  allowDeselect={false}
                  onChange={(value) => onChange(index, { role: (value ?? 'plain') as DatasetColumnRole })}
                />
              </Table.Td>
              <Table.Td>
                <Select
                  size="xs"
                  aria-label={`Type of ${mapping.source}`}
                  data={TYPE_OPTIONS}
                  value={mapping.type}
                  disabled={!mapping.isIncluded}
                  allowDeselect={false}
                  onChange={(value) => onChange(index, { type: (value ?? 'string') as DatasetColumnType })}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
