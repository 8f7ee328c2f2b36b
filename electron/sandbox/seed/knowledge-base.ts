import type { KnowledgeBaseRecord, KnowledgeBaseStatus, KnowledgeBaseType } from '../state/types';
import { seedDate, type SeededRandom } from './rng';

type ItemSpec = readonly [
  itemName: string,
  type: KnowledgeBaseType,
  status: KnowledgeBaseStatus | null,
  extension: string | null,
  fileSize: string,
  wordsNumber: number,
  failureReason: string | null,
];

/** Covers every type, every status (null = still processing) and every extension. */
const items: ItemSpec[] = [
  ['Product catalogue 2024.pdf', 'FILE', 'PROCESSED', 'pdf', '2.5MB', 18_420, null],
  ['سياسة الاسترجاع.docx', 'FILE', 'PROCESSED', 'docx', '340KB', 2_310, null],
  ['Old price list.doc', 'FILE', 'FAILED', 'doc', '1.1MB', 0, 'The file could not be parsed: unsupported legacy format.'],
  ['FAQ.txt', 'FILE', 'COMPLETED_WITH_ERRORS', 'txt', '48KB', 7_905, 'Some lines contained invalid characters and were skipped.'],
  ['Landing page export.html', 'FILE', 'UPLOAD_FAILURE', 'html', '96KB', 0, 'Upload interrupted before completion.'],
  ['دليل المستخدم.epub', 'FILE', 'READING_FAILURE', 'epub', '5.8MB', 0, 'The e-book is DRM-protected and cannot be read.'],
  ['Annual report.pdf', 'FILE', 'INGESTION_FAILURE', 'pdf', '12.4MB', 0, 'Embedding service rejected the document.'],
  ['Onboarding handbook.pdf', 'FILE', 'PROCESSING', 'pdf', '3.2MB', 0, null],
  ['عقد الخدمة.docx', 'FILE', null, 'docx', '210KB', 0, null],
  ['Shipping terms.pdf', 'FILE', 'PROCESSED', 'pdf', '780KB', 4_120, null],
  ['Release notes.txt', 'FILE', 'PROCESSED', 'txt', '12KB', 1_640, null],
  ['قصص قصيرة.epub', 'FILE', 'PROCESSED', 'epub', '1.9MB', 35_200, null],
  ['Contact page.html', 'FILE', 'PROCESSED', 'html', '22KB', 610, null],
  ['https://example.com/help', 'URL', 'PROCESSED', null, '150KB', 9_870, null],
  ['https://example.com/ar/services', 'URL', 'FAILED', null, '0KB', 0, 'The page returned HTTP 404.'],
  ['https://docs.example.com/api', 'URL', 'COMPLETED_WITH_ERRORS', null, '420KB', 22_300, '3 of 40 linked pages could not be fetched.'],
  ['https://example.com/blog', 'URL', 'PROCESSING', null, '0KB', 0, null],
  ['Opening hours', 'TEXT', 'PROCESSED', null, '1KB', 85, null],
  ['أسئلة شائعة عن الشحن', 'TEXT', 'PROCESSED', null, '4KB', 640, null],
  ['Escalation script', 'TEXT', null, null, '2KB', 0, null],
  ['Greeting guidelines', 'TEXT', 'INGESTION_FAILURE', null, '3KB', 0, 'Text was empty after cleaning.'],
];

function contentFor(name: string, type: KnowledgeBaseType): string {
  if (type === 'TEXT' && /[\u0600-\u06FF]/.test(name))
    return 'يستغرق الشحن داخل المدينة من يوم إلى يومين، وخارجها من ثلاثة إلى خمسة أيام عمل.';
  if (type === 'TEXT') return 'We are open Sunday to Thursday, 9 am to 6 pm. Friday and Saturday we are closed.';
  return `Extracted text of "${name}". The sandbox keeps a short excerpt in place of the full document.`;
}

export function seedKnowledgeBase(random: SeededRandom, projectId: string, userId: string): KnowledgeBaseRecord[] {
  return items.map(([itemName, type, status, extension, fileSize, wordsNumber, failureReason], index) => ({
    id: random.uuid(),
    userId,
    projectId,
    itemName,
    fileSize,
    type,
    status,
    failureReason,
    content: contentFor(itemName, type),
    itemUrl: type === 'URL' ? itemName : type === 'FILE' ? `https://files.example.com/kb/${encodeURIComponent(itemName)}` : null,
    itemUrls: type === 'URL' ? [itemName, `${itemName}/page-2`] : [],
    wordsNumber,
    extension,
    // Spread over weeks, not in table order, so createdAt sorting is meaningful.
    createdAt: seedDate(10 + ((index * 7) % items.length), index * 13),
    isActive: status === 'PROCESSED' || status === 'COMPLETED_WITH_ERRORS',
  }));
}
