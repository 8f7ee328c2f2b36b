import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebHarness, type WebHarness } from '../../helpers/web-harness';

let web: WebHarness;

beforeAll(async () => {
  web = await startWebHarness();
});

afterAll(async () => {
  await web?.close();
});

/** A PLS of `count` lexemes, about 110 bytes each. */
const plsOf = (count: number) =>
  `<lexicon version="1.0" xml:lang="ar">${Array.from({ length: count }, (_, i) => `<lexeme><grapheme>كلمة${i}</grapheme><alias>كَلِمة رقم ${i}</alias></lexeme>`).join('\n')}</lexicon>`;

describe('importing a lexicon in web mode', () => {
  it('takes a file of several megabytes (a 20,000-entry PLS), which other operations’ 1 MB bound would refuse', async () => {
    const text = plsOf(20_000);
    expect(Buffer.byteLength(JSON.stringify({ text }))).toBeGreaterThan(1.5 * 1024 * 1024);
    const answer = JSON.parse(await web.call('lexicons.import', { format: 'pls', text, target: { name: 'Big' } })) as {
      ok: boolean;
      value?: { added: number };
    };
    expect(answer).toMatchObject({ ok: true, value: { added: 20_000 } });
  });

  it('still refuses a request past its own bound, saying how big it may be', async () => {
    const answer = JSON.parse(
      await web.call('lexicons.import', { format: 'pls', text: 'x'.repeat(13 * 1024 * 1024), target: { name: 'Huge' } }),
    ) as {
      ok: boolean;
      error?: { message: string };
    };
    expect(answer).toMatchObject({ ok: false, error: { message: 'The request is larger than 12 MB' } });
  });
});
