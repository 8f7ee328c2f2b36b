import { describe, expect, it } from 'vitest';
import { readHtmlBlocks } from '../../../electron/core/import/html-blocks';
import { navTableOfContents, ncxTableOfContents, resolveTarget } from '../../../electron/core/import/readers/epub-toc';

describe('HTML to the writer blocks', () => {
  it('keeps line breaks, collapses layout whitespace, skips scripts and styles, decodes entities', () => {
    const reading = readHtmlBlocks(
      '<html><head><title>T &amp; U</title><style>p{}</style></head><body><h1>One</h1><p>a\n  b<br/>c &laquo;d&raquo;</p><script>x()</script><p> </p></body></html>',
    );
    expect(reading.title).toBe('T & U');
    expect(reading.blocks).toEqual([
      { kind: 'heading', level: 1, text: 'One' },
      { kind: 'paragraph', parts: ['a b\nc «d»'] },
    ]);
  });

  it('keeps mammoth footnotes apart: the marker in the text, the note without its back-link', () => {
    const reading = readHtmlBlocks(
      '<p>word<sup><a href="#footnote-2" id="footnote-ref-2">[1]</a></sup>.</p><ol><li id="footnote-2"><p>The note. <a href="#footnote-ref-2">↑</a></p></li></ol>',
    );
    expect(reading.blocks).toEqual([{ kind: 'paragraph', parts: ['word', { footnote: '1' }, '.'] }]);
    expect(reading.notes).toEqual([{ id: 'footnote-2', label: '1', text: 'The note.' }]);
  });

  it('keeps EPUB 3 noteref/footnote pairs apart, and marks the anchors asked for', () => {
    const reading = readHtmlBlocks(
      '<p>a<a epub:type="noteref" href="#n1">1</a></p><section id="s2"><h2>Two</h2><p>b</p></section><aside epub:type="footnote" id="n1"><p>1. note</p></aside>',
      new Set(['s2']),
    );
    expect(reading.blocks).toEqual([
      { kind: 'paragraph', parts: ['a', { footnote: '1' }] },
      { kind: 'anchor', id: 's2' },
      { kind: 'heading', level: 2, text: 'Two' },
      { kind: 'paragraph', parts: ['b'] },
    ]);
    expect(reading.notes).toEqual([{ id: 'n1', label: '1', text: 'note' }]);
  });

  it('reads a broken tag or an unclosed quote as the end of the text, not a hang', () => {
    expect(readHtmlBlocks('<p>ok</p><p title="never closed>more').blocks).toEqual([{ kind: 'paragraph', parts: ['ok'] }]);
  });
});

describe('EPUB tables of contents', () => {
  it('reads the EPUB 3 toc nav with its levels, resolving targets against the nav file', () => {
    const nav = `<nav epub:type="landmarks"><ol><li><a href="x.xhtml">Skip</a></li></ol></nav>
      <nav epub:type="toc"><h1>Contents</h1><ol><li><a href="text/c%201.xhtml">One</a><ol><li><a href="text/c%201.xhtml#s2">One.Two</a></li></ol></li>
      <li><span>Part</span><ol><li><a href="../other/c2.xhtml">Two</a></li></ol></li></ol></nav>`;
    expect(navTableOfContents(nav, 'OEBPS/nav.xhtml')).toEqual([
      { title: 'One', level: 1, path: 'OEBPS/text/c 1.xhtml' },
      { title: 'One.Two', level: 2, path: 'OEBPS/text/c 1.xhtml', fragment: 's2' },
      { title: 'Two', level: 2, path: 'other/c2.xhtml' },
    ]);
  });

  it('reads every NCX navPoint with its own title, also two that point at one file', () => {
    const ncx = `<ncx><docTitle><text>Book</text></docTitle><navMap>
      <navPoint id="a"><navLabel><text>Part One</text></navLabel><content src="c1.xhtml"/>
        <navPoint id="b"><navLabel><text>Chapter 1</text></navLabel><content src="c1.xhtml"/></navPoint></navPoint>
      </navMap><pageList><pageTarget><navLabel><text>1</text></navLabel><content src="c1.xhtml#p1"/></pageTarget></pageList></ncx>`;
    expect(ncxTableOfContents(ncx, 'OEBPS/toc.ncx')).toEqual([
      { title: 'Part One', level: 1, path: 'OEBPS/c1.xhtml' },
      { title: 'Chapter 1', level: 2, path: 'OEBPS/c1.xhtml' },
    ]);
  });

  it('resolves a fragment-only target to its own document', () => {
    expect(resolveTarget('OEBPS/a.xhtml', '#x')).toEqual({ path: 'OEBPS/a.xhtml', fragment: 'x' });
  });
});
