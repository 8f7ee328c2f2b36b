/**
 * Knowledge-base items: their types, processing statuses and details.
 * Mounted under `agentTools.*` by ../strings.ts.
 */
export const knowledgeEn = {
  itemType: { TEXT: 'Text', URL: 'Web page', FILE: 'File' },
  status: {
    PROCESSED: 'Processed',
    PROCESSING: 'Processing',
    FAILED: 'Failed',
    COMPLETED_WITH_ERRORS: 'Completed with errors',
    UPLOAD_FAILURE: 'Upload failed',
    READING_FAILURE: 'Reading failed',
    INGESTION_FAILURE: 'Ingestion failed',
  },
  item: {
    content: 'Text content',
    urls: 'URLs',
    extension: 'Extension',
    size: 'Size',
    words: 'Words',
    created: 'Created',
    failureReason: 'Why it failed',
    noContent: 'No text content was saved for this item.',
  },
};

export const knowledgeAr: typeof knowledgeEn = {
  itemType: { TEXT: 'نص', URL: 'صفحة ويب', FILE: 'ملف' },
  status: {
    PROCESSED: 'تمت المعالجة',
    PROCESSING: 'قيد المعالجة',
    FAILED: 'فشلت',
    COMPLETED_WITH_ERRORS: 'اكتملت مع أخطاء',
    UPLOAD_FAILURE: 'فشل الرفع',
    READING_FAILURE: 'فشلت القراءة',
    INGESTION_FAILURE: 'فشلت الفهرسة',
  },
  item: {
    content: 'المحتوى النصي',
    urls: 'الروابط',
    extension: 'الامتداد',
    size: 'الحجم',
    words: 'الكلمات',
    created: 'تاريخ الإنشاء',
    failureReason: 'سبب الفشل',
    noContent: 'لم يُحفظ محتوى نصي لهذا العنصر.',
  },
};
