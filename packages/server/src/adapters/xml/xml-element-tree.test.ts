import { describe, expect, it } from 'vitest';
import { buildXmlElementTree } from './xml-element-tree.ts';

describe('buildXmlElementTree', () => {
  it('reads text as the DOM does: references, CDATA, line ends and descendants, without comments', () => {
    const root = buildXmlElementTree(
      '<?xml version="1.0"?>\r\n<a><b>Caf&#233; &amp; t&#xE9;<![CDATA[ <x> ]]></b><!-- no --><c>1\r\n2</c><?pi x?></a>',
    );
    expect(root.children.map((child) => [child.localName, child.text])).toEqual([
      ['b', 'Café & té <x> '],
      ['c', '1\n2'],
    ]);
    expect(root.text).toBe('Café & té <x> 1\n2');
  });

  it('resolves namespaces by scope, prefixed or default, and keeps empty elements', () => {
    const root = buildXmlElementTree(
      '<p:a xmlns:p=\'urn:p\' xmlns="urn:d"><b/><p:c attr="x>y"><d xmlns=""/></p:c></p:a>',
    );
    expect(root).toMatchObject({ localName: 'a', namespaceUri: 'urn:p' });
    const [b, c] = root.children;
    expect(b).toMatchObject({ localName: 'b', namespaceUri: 'urn:d', text: '', children: [] });
    expect(c).toMatchObject({ localName: 'c', namespaceUri: 'urn:p' });
    expect(c?.children[0]).toMatchObject({ localName: 'd', namespaceUri: '' });
  });
});
