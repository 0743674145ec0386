/**
 * A read-only XML tree in plain JavaScript objects, which the sandbox's rules, canonicalisation and
 * SOAP reader walk. libxml2 judges the text (natively, without network or external entities); the tree
 * is then built in JavaScript, so the walks cost no WASM calls.
 */
export type XmlTreeElement = {
  readonly type: 'element';
  /** prefix:localName as written. */
  readonly qualifiedName: string;
  readonly localName: string;
  readonly prefix: string;
  /** '' when the element is in no namespace. */
  readonly namespaceUri: string;
  /** The xmlns declarations written on this element: prefix ('' for the default) → URI. */
  readonly namespaceDeclarations: ReadonlyMap<string, string>;
  readonly attributes: readonly XmlTreeAttribute[];
  readonly children: readonly XmlTreeNode[];
  readonly parent: XmlTreeElement | undefined;
};

export type XmlTreeAttribute = {
  readonly qualifiedName: string;
  readonly localName: string;
  readonly prefix: string;
  readonly namespaceUri: string;
  readonly value: string;
};

/** Text and CDATA alike (C14N does not tell them apart). */
export type XmlTreeText = { readonly type: 'text'; readonly text: string };
export type XmlTreeInstruction = {
  readonly type: 'instruction';
  readonly target: string;
  readonly data: string;
};
export type XmlTreeComment = { readonly type: 'comment' };
export type XmlTreeNode = XmlTreeElement | XmlTreeText | XmlTreeInstruction | XmlTreeComment;

export type XmlTreeDocument = {
  readonly root: XmlTreeElement;
  /** Processing instructions and comments before and after the root element. */
  readonly before: readonly XmlTreeNode[];
  readonly after: readonly XmlTreeNode[];
};
