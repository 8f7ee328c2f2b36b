/** Pause markers' words in both languages, mounted at `pauses` (every editor shows them). */
export const pausesEn = {
  found: 'Pauses (silence in the joined recording, not counted):',
  seconds: '{{n}} s',
  bad: '“{{marker}}” is not a pause the studio can use: write [pause 1.5s] or [وقفة ١٫٥ث], from {{min}} to {{max}} seconds.',
  partCap:
    'The pauses around one passage add up to {{total}}; one part may carry at most {{max}} of silence. Remove some of these markers.',
  renderCap:
    'The pauses add up to {{total}}; one recording may carry at most {{max}} of silence. Remove some markers, or make several recordings.',
  minutes: '{{n}} min',
};

export const pausesAr: typeof pausesEn = {
  found: 'الوقفات (صمت في التسجيل المضموم، لا تُحتسب):',
  seconds: '{{n}} ث',
  bad: '«{{marker}}» ليست وقفة يفهمها الاستوديو: اكتب [وقفة ١٫٥ث] أو [pause 1.5s]، من {{min}} إلى {{max}} ثانية.',
  partCap: 'مجموع الوقفات حول مقطع واحد {{total}}، ولا يحمل الجزء الواحد أكثر من {{max}} من الصمت. احذف بعض هذه العلامات.',
  renderCap: 'مجموع الوقفات {{total}}، ولا يحمل التسجيل الواحد أكثر من {{max}} من الصمت. احذف بعض العلامات أو اصنع أكثر من تسجيل.',
  minutes: '{{n}} د',
};
