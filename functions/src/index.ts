import './global-options';

export { blobs } from './blobs';
