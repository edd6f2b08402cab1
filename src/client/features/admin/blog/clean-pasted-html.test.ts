import { generateHTML, generateJSON } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { richTextExtensions } from '@/shared/rich-text-extensions';
import { cleanPastedHtml } from './clean-pasted-html';

/** Copied from Word (Microsoft 365, Windows): Office namespaces, conditional comments, mso styles, list paragraphs. */
const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta name=Generator content="Microsoft Word 15"><style><!-- p.MsoNormal {margin:0cm; font-family:"Calibri"} --></style></head>
<body lang=CS style='tab-interval:35.4pt'><!--StartFragment-->
<h1 style='mso-margin-top-alt:auto'><span style='font-size:24.0pt;mso-fareast-font-family:"Times New Roman"'>Jak připravit web<o:p></o:p></span></h1>
<p class=MsoNormal style='margin-bottom:0cm;line-height:normal'><b><span style='font-size:12.0pt'>Tučný úvod</span></b><span style='font-size:12.0pt'> a <i>kurzíva</i> s <a href="https://example.com/navod" target="_self" style='color:red'>odkazem</a><o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Cíle<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='mso-list:Ignore'>·<span>&nbsp;&nbsp; </span></span><![endif]>Rozpočet<o:p></o:p></p>
<p class=MsoNormal>Mezi seznamy</p>
<p class=MsoListParagraphCxSpFirst style='mso-list:l1 level1 lfo2'><span style='mso-list:Ignore'>1.<span>&nbsp;&nbsp; </span></span>První</p>
<p class=MsoListParagraphCxSpLast style='mso-list:l1 level1 lfo2'><span style='mso-list:Ignore'>2.<span>&nbsp;&nbsp; </span></span>Druhý</p>
<table class=MsoTableGrid><tr><td><p class=MsoNormal>V tabulce</p></td></tr></table>
<script>alert(1)</script><img src="file:///C:/Users/a/AppData/Local/Temp/msohtmlclip1/01/clip_image001.png" v:shapes="Obrázek_x0020_1">
<!--EndFragment--></body></html>`;

/** Copied from Google Docs: the document wrapped in <b style="font-weight:normal">, marks as styled spans. */
const GOOGLE_DOCS_HTML = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b3c4d-7fff-8a9b"><h2 dir="ltr" style="line-height:1.38;margin-top:18pt"><span style="font-size:16pt;font-family:Arial;color:#000000;font-weight:400;">Podnadpis</span></h2><p dir="ltr" style="line-height:1.38"><span style="font-size:11pt;font-weight:700;">Silně</span><span style="font-size:11pt;font-weight:400;"> a </span><span style="font-size:11pt;font-style:italic;">šikmo</span></p><ul style="margin-top:0;margin-bottom:0;"><li dir="ltr" style="list-style-type:disc;" aria-level="1"><p dir="ltr" role="presentation"><span style="font-size:11pt;">Bod</span></p></li></ul></b><br class="Apple-interchange-newline">`;

describe('cleanPastedHtml', () => {
  it('cleans a Word fragment to the allowed set, keeping its structure', () => {
    const out = cleanPastedHtml(WORD_HTML);
    expect(out).not.toMatch(/style=|class=|<span|<o:p|mso-|<script|<table|<td|<meta|<h1|file:|<!--/);
    expect(out).toContain('<h2>Jak připravit web</h2>');
    expect(out).toContain('<strong>Tučný úvod</strong> a <em>kurzíva</em> s <a href="https://example.com/navod">odkazem</a>');
    expect(out).toMatch(/<ul><li>\s*Cíle<\/li><li>\s*Rozpočet<\/li><\/ul>/);
    expect(out).toMatch(/<ol><li>První<\/li><li>Druhý<\/li><\/ol>/);
    expect(out).not.toContain('·');
    expect(out).toContain('<p>V tabulce</p>');
    // The editor then keeps it, dropping the image from the local disk (no http(s) or site path).
    const inEditor = generateHTML(generateJSON(out, richTextExtensions()), richTextExtensions());
    expect(inEditor).not.toContain('<img');
    expect(inEditor).toContain('<h2>Jak připravit web</h2>');
    expect(inEditor).toMatch(/<ol><li><p>První<\/p><\/li><li><p>Druhý<\/p><\/li><\/ol>/);
    expect(inEditor).toMatch(/<a target="_blank" rel="noopener noreferrer nofollow" href="https:\/\/example.com\/navod">odkazem<\/a>/);
  });

  it('cleans a Google Docs fragment: styled spans become bold and italic, the normal-weight wrapper is not bold', () => {
    const out = cleanPastedHtml(GOOGLE_DOCS_HTML);
    expect(out).toBe('<h2>Podnadpis</h2><p><strong>Silně</strong> a <em>šikmo</em></p><ul><li><p>Bod</p></li></ul><br>');
  });
});
