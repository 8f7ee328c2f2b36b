/**
 * What became of the clip when a generation failed, in both languages (mounted under
 * `script.outcome`): the editor says what happened, whether a clip was made, and what to do, from
 * the outcome the core established (StudioError.outcome), never from the error's message text.
 */
export const outcomeEn = {
  // What happened.
  timeout: 'The service did not answer in time.',
  connectionLost: 'The connection to the service was lost before its answer arrived.',
  unreachable: 'The service could not be reached; you may be offline.',
  serverProblem: 'The service had a problem.',
  unreadable: 'The service’s answer could not be read.',
  rateLimited: 'The service is limiting how often it is called.',
  voiceUnknown: 'The service does not know the chosen voice or one of the chosen dictionaries; choose them again.',
  audioNotDownloaded: 'Its audio could not be downloaded.',
  // Whether a clip was made, and what to do.
  notSent: 'Nothing was sent, so no clip was made: try again when the service can be reached.',
  notSentFixFirst: 'Nothing was sent, so no clip was made: fix this, then generate again.',
  notMade: 'No clip was made, so generating again is safe.',
  notMadeFixFirst: 'No clip was made: fix this, then generate again.',
  notMadeWait: 'No clip was made: try again in {{seconds}} seconds.',
  notMadeWaitNoTime: 'No clip was made: wait a moment, then try again.',
  maybeMade: 'A clip may have been made: look in History before generating again, so it is not made twice.',
  maybeStillMaking:
    'The service may still be making the clip: wait a minute, then look in History before generating again, so it is not made twice.',
  made: 'The service made the clip: it is in History, where playing it downloads its audio. Do not generate it again.',
  madeNotListed:
    'The service made the clip, but its history does not list it yet: it will appear in History after the next sync. Do not generate it again.',
};

export const outcomeAr: typeof outcomeEn = {
  timeout: 'لم تُجب الخدمة في الوقت المحدّد.',
  connectionLost: 'انقطع الاتصال بالخدمة قبل وصول ردّها.',
  unreachable: 'تعذّر الوصول إلى الخدمة، وقد تكون غير متصل.',
  serverProblem: 'واجهت الخدمة مشكلة.',
  unreadable: 'تعذّرت قراءة ردّ الخدمة.',
  rateLimited: 'تحدّ الخدمة من عدد الطلبات.',
  voiceUnknown: 'لا تعرف الخدمة الصوت المختار أو أحد القواميس المختارة، فاخترها من جديد.',
  audioNotDownloaded: 'تعذّر تنزيل صوته.',
  notSent: 'لم يُرسَل شيء، فلم يُصنع أي مقطع: حاول مجدّدًا حين يمكن الوصول إلى الخدمة.',
  notSentFixFirst: 'لم يُرسَل شيء، فلم يُصنع أي مقطع: أصلح هذا ثم ولّد مجدّدًا.',
  notMade: 'لم يُصنع أي مقطع، فإعادة التوليد آمنة.',
  notMadeFixFirst: 'لم يُصنع أي مقطع: أصلح هذا ثم ولّد مجدّدًا.',
  notMadeWait: 'لم يُصنع أي مقطع: حاول مجدّدًا بعد {{seconds}} ثانية.',
  notMadeWaitNoTime: 'لم يُصنع أي مقطع: انتظر قليلًا ثم حاول مجدّدًا.',
  maybeMade: 'ربما صُنع مقطع: راجع السجلّ قبل التوليد مجدّدًا حتى لا يُصنع مرتين.',
  maybeStillMaking: 'ربما لا تزال الخدمة تصنع المقطع: انتظر دقيقة ثم راجع السجلّ قبل التوليد مجدّدًا حتى لا يُصنع مرتين.',
  made: 'صنعت الخدمة المقطع: وهو في السجلّ، وتشغيله هناك ينزّل صوته. لا تولّده مرة أخرى.',
  madeNotListed: 'صنعت الخدمة المقطع لكن سجلّها لا يعرضه بعد: سيظهر في السجلّ بعد المزامنة التالية. لا تولّده مرة أخرى.',
};
