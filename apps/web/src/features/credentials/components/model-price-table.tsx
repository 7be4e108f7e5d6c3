import type { ModelPrice } from '@assay/shared/contracts/providers';
import { Table, VisuallyHidden } from '@mantine/core';
import { ModelPriceRow } from './model-price-row';

type ModelPriceTableProps = { prices: ModelPrice[]; isEditable: boolean };

export function ModelPriceTable({ prices, isEditable }: ModelPriceTableProps) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" highlightOnHover aria-label="Model prices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Model</Table.Th>
            <Table.Th scope="col" ta={isEditable ? undefined : 'right'}>
              Input (USD per million tokens)
            </Table.Th>
            <Table.Th scope="col" ta={isEditable ? undefined : 'right'}>
              Output (USD per million tokens)
            </Table.Th>
            {isEditable && (
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {prices.map((price) => (
            // Keyed on the saved values too, so a save or a refetch restarts the row's fields from them.
            <ModelPriceRow
              key={`${price.model}:${price.inputPerMillion}:${price.outputPerMillion}`}
              price={price}
              isEditable={isEditable}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
