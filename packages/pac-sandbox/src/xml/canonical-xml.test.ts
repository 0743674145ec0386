import { XmlC14NMode, XmlDocument, XmlElement } from 'libxml2-wasm';
import { describe, expect, it } from 'vitest';
import { DGI_SAMPLE_XML } from '../../test/support/test-documents.ts';
import { canonicalizeDocumentExclusive, canonicalizeSubtreeInclusive } from './canonical-xml.ts';
import { childElement } from './xml-reading.ts';
import { readXmlTree } from './xml-tree.ts';

// libxml2, the reference implementation of Canonical XML, judges the sandbox's own code.
function libxml2Exclusive(xml: string, omitted?: string): string {
  const document = XmlDocument.fromString(xml);
  try {
    if (omitted) for (const node of document.root.find(`//*[local-name()='${omitted}']`)) node.remove();
    return document.canonicalizeToString({ mode: XmlC14NMode.XML_C14N_EXCLUSIVE_1_0 });
  } finally {
    document.dispose();
  }
}

function libxml2InclusiveSubtree(xml: string, localName: string): string {
  const document = XmlDocument.fromString(xml);
  try {
    const apex = document.root.get(`//*[local-name()='${localName}']`);
    if (!(apex instanceof XmlElement)) throw new Error(`no ${localName}`);
    return apex.canonicalizeToString({ mode: XmlC14NMode.XML_C14N_1_0 });
  } finally {
    document.dispose();
  }
}

const TRICKY_DOCUMENTS = {
  'prefixes, unused and repeated declarations': `<a:root xmlns:a="urn:a" xmlns:b="urn:b" xmlns:unused="urn:u"><a:child b:attr="1" plain="2"><b:inner xmlns:a="urn:a">x</b:inner></a:child></a:root>`,
  'default namespace undeclared below': `<root xmlns="urn:d"><child xmlns=""><grand attr="v"/></child></root>`,
  'attribute order across namespaces': `<r xmlns:z="urn:a" xmlns:y="urn:b" z:b="1" y:a="2" c="3" a="4" z:a="5"/>`,
  'entities, CDATA, tabs and newlines': `<r a="x&#9;y&#10;z&#13;&quot;&lt;&amp;'"><![CDATA[<b> & ]]]]><![CDATA[> "q"]]>&#13;text &gt; &amp;</r>`,
  'comments and processing instructions': `<?xml version="1.0"?><?before here?><!-- c --><r><!-- gone --><?pi data?><e/></r><?after?>`,
  'literal whitespace in attributes and CRLF line ends': `<r a="x\ty\nz" b='s&apos;q'>line1\r\nline2\rline3</r>`,
  'whitespace between elements': `<r>\n  <a>1</a>\n  <b> 2 </b>\n</r>`,
} as const;

describe('Canonical XML of the sandbox, checked against libxml2', () => {
  it.each(Object.entries(TRICKY_DOCUMENTS))('writes exclusive C14N like libxml2: %s', (_case, xml) => {
    expect(canonicalizeDocumentExclusive(readXmlTree(xml), () => false)).toBe(libxml2Exclusive(xml));
  });

  it('leaves out the enveloped Signature and gNoFirm of the DGI sample exactly as libxml2 does', () => {
    const withoutQr = DGI_SAMPLE_XML.replace(/<gNoFirm>[\s\S]*<\/gNoFirm>/, '');
    const ours = canonicalizeDocumentExclusive(readXmlTree(DGI_SAMPLE_XML), (element) =>
      ['Signature', 'gNoFirm'].includes(element.localName ?? ''),
    );
    expect(ours).toBe(libxml2Exclusive(withoutQr, 'Signature'));
  });

  it('writes the sample SignedInfo with the namespace it inherits, like libxml2', () => {
    const signedInfo = childElement(readXmlTree(DGI_SAMPLE_XML).root, 'Signature', 'SignedInfo');
    if (!signedInfo) throw new Error('no SignedInfo');
    const ours = canonicalizeSubtreeInclusive(signedInfo);
    expect(ours.startsWith('<SignedInfo xmlns="http://www.w3.org/2000/09/xmldsig#">')).toBe(true);
    expect(ours).toBe(libxml2InclusiveSubtree(DGI_SAMPLE_XML, 'SignedInfo'));
  });

  it('carries every inherited namespace and xml: attribute onto an inclusive apex, like libxml2', () => {
    const xml = `<a:root xmlns:a="urn:a" xmlns="urn:d" xml:lang="es"><a:mid xmlns:b="urn:b"><inner b:x="1"><leaf xmlns:b="urn:b"/></inner></a:mid></a:root>`;
    const inner = childElement(readXmlTree(xml).root, 'mid', 'inner');
    if (!inner) throw new Error('no inner');
    expect(canonicalizeSubtreeInclusive(inner)).toBe(libxml2InclusiveSubtree(xml, 'inner'));
  });
});
