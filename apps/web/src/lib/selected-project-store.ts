import { createStore, useStore } from 'zustand';

type SelectedProjectState = {
  selectedProjectId: string | null;
  setSelectedProjectId: (projectId: string | null) => void;
};

/**
 * The project in view. Not persisted: the `?projectId=` query carries it, so a reload or a shared
 * link opens the same project. The API client reads it for the X-Project-Id header.
 */
export const selectedProjectStore = createStore<SelectedProjectState>()((set) => ({
  selectedProjectId: null,
  setSelectedProjectId: (projectId) => set({ selectedProjectId: projectId }),
}));

export function useSelectedProjectId(): string | null {
  return useStore(selectedProjectStore, (state) => state.selectedProjectId);
}

export function resetSelectedProject(): void {
  selectedProjectStore.getState().setSelectedProjectId(null);
}
