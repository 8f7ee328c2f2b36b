import { z } from 'zod';

/*
 * The UI's CSP has no 'unsafe-eval', so zod's compiled parsers can never run in the page, and the
 * probe it makes for them (a caught `new Function`, as each object schema is built) is reported as
 * a CSP violation all the same. jitless skips the probe and parses by interpretation. Imported
 * first by main.tsx: the shared contract builds its schemas as soon as it is imported.
 */
z.config({ jitless: true });
