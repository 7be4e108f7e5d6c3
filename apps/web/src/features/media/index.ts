export { MediaCell } from './components/media-cell';
export { toMediaUrl } from './fns/to-media-url';
