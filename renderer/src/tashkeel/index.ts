// Manual tashkeel as every editor offers it (the Script editor, the block the user is in): marks
// put on the selected letters, or stripped, typed into the field so Ctrl+Z undoes them.
export { TashkeelPalette } from './TashkeelPalette';
export { tashkeelAr, tashkeelEn } from './strings';
