export { PlaygroundPage } from './components/playground-page';
export { useLocalModelsStatusQuery } from './api/list-providers';
