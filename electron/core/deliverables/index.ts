// What other features may use of a whole project's export (the contract's handlers are in handlers.ts).
export { exportBook, type BookExportRequest } from './export-book';
export { checkCover } from './cover';
export type { Book, BookChapter, BookCover, BookSegment } from './book';
