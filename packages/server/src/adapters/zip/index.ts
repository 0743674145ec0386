export { StreamingZipWriter } from './streaming-zip-writer.ts';
