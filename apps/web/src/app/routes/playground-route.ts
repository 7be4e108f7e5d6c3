export { PlaygroundPage as Component } from '@/features/playground';
