/**
 * The player bar's strings, mounted by features/voices/strings.ts under `voices.player.*` (the
 * voices feature owns the player).
 */
export const playerEn = {
  label: 'Audio player',
  nothing: 'Nothing playing',
  play: 'Play',
  pause: 'Pause',
  stop: 'Stop',
  seek: 'Position',
  seekText: '{{position}} of {{duration}}',
  speed: 'Speed',
  volume: 'Volume',
  loading: 'Loading…',
  ended: 'Finished',
  loadFailed: 'This audio could not be loaded. It may not be saved on this computer yet.',
  playFailed: 'This audio could not be played.',
  keysHint: 'Space plays or pauses; the arrow keys move 5 seconds.',
};

export const playerAr: typeof playerEn = {
  label: 'مشغّل الصوت',
  nothing: 'لا شيء قيد التشغيل',
  play: 'تشغيل',
  pause: 'إيقاف مؤقت',
  stop: 'إيقاف',
  seek: 'الموضع',
  seekText: '{{position}} من {{duration}}',
  speed: 'السرعة',
  volume: 'مستوى الصوت',
  loading: 'جارٍ التحميل…',
  ended: 'انتهى التشغيل',
  loadFailed: 'تعذّر تحميل هذا الصوت، وربما لم يُحفظ على هذا الحاسوب بعد.',
  playFailed: 'تعذّر تشغيل هذا الصوت.',
  keysHint: 'مفتاح المسافة للتشغيل أو الإيقاف المؤقت، ومفاتيح الأسهم للانتقال خمس ثوانٍ.',
};
