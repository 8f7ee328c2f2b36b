import type { Migration } from './migration';

/**
 * A take is of a text in a voice: a long script made again in another voice is a new piece, and
 * its parts must not pick up the other voice's takes of the same words. Takes kept before this
 * get their voice from their history entry where the cache has it.
 */
export const takeVoicesMigration: Migration = {
  version: 12,
  name: 'the voice of a take',
  up(db) {
    db.exec(`
      ALTER TABLE script_takes ADD COLUMN voice_id TEXT;
      UPDATE script_takes SET voice_id = (SELECT h.voice_id FROM history_entries h WHERE h.id = script_takes.history_id);
    `);
  },
};
