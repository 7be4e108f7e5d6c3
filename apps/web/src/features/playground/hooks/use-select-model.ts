import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { showRequestError } from '@/lib/show-request-error';
import { listModelParametersQueryOptions } from '../api/list-model-parameters';
import { mergeModelParameters } from '../fns/merge-model-parameters';
import { usePlaygroundStoreApi } from '../stores/playground-store-provider';

/**
 * Picks a column's model: the choice shows at once, then the model's parameters (defaults and
 * ranges) replace the old ones, keeping values already tuned for parameters of the same name.
 */
export function useSelectModel() {
  const store = usePlaygroundStoreApi();
  const queryClient = useQueryClient();

  return useCallback(
    async (columnId: string, model: string) => {
      const { dispatch } = store.getState();
      dispatch({ type: 'model-changed', columnId, model });
      try {
        const defaults = await queryClient.fetchQuery(listModelParametersQueryOptions(model));
        const column = store.getState().playground.columns.find((candidate) => candidate.id === columnId);
        // Another model may have been picked while this one's parameters loaded.
        if (!column || column.selectedModel !== model) return;
        dispatch({
          type: 'model-params-changed',
          columnId,
          modelParams: mergeModelParameters(defaults, column.modelParams),
        });
      } catch (error) {
        showRequestError(error);
      }
    },
    [store, queryClient],
  );
}
