import {
  type DatasetViewSettings,
  getViewSettings,
  parsePersistedViewSettings,
  setViewSettings,
} from '@assay/shared/domain/dataset-view-settings';
import { useCallback, useState } from 'react';
import { storage } from '@/lib/storage';

/** Which local storage key holds the settings: `persistData` for datasets (SPEC section 9). */
export type ViewSettingsKey = 'persistData' | 'spanpersistData';

function read(key: ViewSettingsKey, projectId: string, datasetId: string): DatasetViewSettings {
  return getViewSettings(parsePersistedViewSettings(storage.getJson(key)), projectId, datasetId);
}

/** Column order and hidden columns of one dataset, kept in local storage per project and per dataset. */
export function useViewSettings(
  projectId: string,
  datasetId: string,
  key: ViewSettingsKey = 'persistData',
): [DatasetViewSettings, (next: DatasetViewSettings) => void] {
  const id = `${projectId}/${datasetId}`;
  const [state, setState] = useState(() => ({ id, settings: read(key, projectId, datasetId) }));
  const settings = state.id === id ? state.settings : read(key, projectId, datasetId);

  const update = useCallback(
    (next: DatasetViewSettings) => {
      try {
        const persisted = parsePersistedViewSettings(storage.getJson(key));
        storage.setJson(key, setViewSettings(persisted, projectId, datasetId, next));
      } catch {
        // Storage full or blocked: the choice still applies until the page is left.
      }
      setState({ id, settings: next });
    },
    [id, key, projectId, datasetId],
  );
  return [settings, update];
}
