import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createPlaygroundStore, type PlaygroundStore, type PlaygroundStoreValue } from './playground-store';

const PlaygroundStoreContext = createContext<PlaygroundStore | null>(null);

export function PlaygroundStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createPlaygroundStore);
  return <PlaygroundStoreContext.Provider value={store}>{children}</PlaygroundStoreContext.Provider>;
}

export function usePlaygroundStoreApi(): PlaygroundStore {
  const store = useContext(PlaygroundStoreContext);
  if (!store) throw new Error('usePlaygroundStoreApi needs a PlaygroundStoreProvider');
  return store;
}

/** Selects from the store; return stored values (not new objects), or the component re-renders forever. */
export function usePlaygroundStore<T>(selector: (state: PlaygroundStoreValue) => T): T {
  return useStore(usePlaygroundStoreApi(), selector);
}

export function usePlaygroundDispatch(): PlaygroundStoreValue['dispatch'] {
  return usePlaygroundStore((state) => state.dispatch);
}
