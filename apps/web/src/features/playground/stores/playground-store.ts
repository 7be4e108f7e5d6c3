import { createPlaygroundState } from '@assay/shared/domain/playground-state';
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  createPlaygroundStoreState,
  playgroundStoreReducer,
  type PlaygroundStoreAction,
  type PlaygroundStoreState,
} from '../fns/playground-store-reducer';
import { newColumnId } from '../fns/new-column-id';

export type PlaygroundStoreValue = PlaygroundStoreState & { dispatch: (action: PlaygroundStoreAction) => void };
export type PlaygroundStore = StoreApi<PlaygroundStoreValue>;

/**
 * The playground's one store: the SPEC section 4 state, changed only by dispatching actions through
 * the shared reducer. One store per mounted page, so another project never sees this one's work.
 */
export function createPlaygroundStore(): PlaygroundStore {
  return createStore<PlaygroundStoreValue>()((set) => ({
    ...createPlaygroundStoreState(createPlaygroundState(newColumnId())),
    dispatch: (action) =>
      set((current) => {
        const next = playgroundStoreReducer(current, action);
        return next === current ? current : next;
      }),
  }));
}
