import { DATASET_COLUMN_ROLES, DATASET_COLUMN_TYPES } from '@assay/shared/contracts/datasets';

export const ROLE_OPTIONS = DATASET_COLUMN_ROLES.map((role) => ({ value: role, label: role.replace(/_/g, ' ') }));
export const TYPE_OPTIONS = DATASET_COLUMN_TYPES.map((type) => ({ value: type, label: type }));
