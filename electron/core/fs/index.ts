export { writeFileAtomic, removeStaleTempFiles, syncDirectory, type AtomicWriteOptions } from './atomic-write';
export { readJsonFile, setAsideCorruptFile, CORRUPT_FILE_KEY, type ReadJsonOptions } from './read-json';
export { nodeFileSystem, errnoCode, type FileSystem, type WritableFile } from './file-system';
export { diskFailure, type DiskAction } from './disk-errors';
export { describeIssue, type IssueDescription } from './zod-issues';
export { SerialQueue } from './serial-queue';
export { diskFaultOf } from './disk-fault';
export { numberedName, safeFileBase, withoutUnsafeCharacters } from './file-names';
