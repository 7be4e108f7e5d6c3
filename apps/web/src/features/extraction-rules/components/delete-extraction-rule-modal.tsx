import type { ExtractionRule } from '@assay/shared/contracts/extraction-rules';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { useDeleteExtractionRuleMutation } from '../api/delete-extraction-rule';
import { withToasts } from '@/lib/with-toasts';

type DeleteExtractionRuleModalProps = {
  projectId: string;
  rule: ExtractionRule | null;
  opened: boolean;
  onClose: () => void;
};

export function DeleteExtractionRuleModal({ projectId, rule, opened, onClose }: DeleteExtractionRuleModalProps) {
  const deleteRule = useDeleteExtractionRuleMutation();
  const onConfirm = () => {
    if (!rule) return;
    deleteRule.mutate({ projectId, id: rule.id }, withToasts(onClose));
  };
  return (
    <ConfirmModal
      opened={opened && rule !== null}
      title="Delete extraction rule"
      confirmLabel="Delete rule"
      isPending={deleteRule.isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      Delete <strong>{rule?.name}</strong>? New traces stop adding rows; the {rule?.rowsProduced.toLocaleString()} rows
      it already wrote stay in {rule?.datasetName ? <strong>{rule.datasetName}</strong> : 'their dataset'}.
    </ConfirmModal>
  );
}
