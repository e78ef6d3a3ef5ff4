/**
 * The head tags the prerenderer wrote for this page, between the markers build/prerender.ts puts
 * around them (`<!--app-head-->` … `<!--/app-head-->`).
 */
function prerenderedHeadNodes(head: HTMLHeadElement): ChildNode[] {
  const nodes = Array.from(head.childNodes);
  const isMarker = (node: ChildNode, text: string) =>
    node.nodeType === Node.COMMENT_NODE && node.nodeValue === text;
  const start = nodes.findIndex((node) => isMarker(node, 'app-head'));
  const end = nodes.findIndex((node) => isMarker(node, '/app-head'));
  if (start === -1 || end === -1) return [];
  return nodes.slice(start + 1, end);
}

/**
 * When the app renders a page from scratch (a query that changes the view, the app shell, the 404
 * page), React writes its own <title>, <meta> and <link> tags into the head, and the prerendered
 * ones must go so the head never holds two of each. Removing them before rendering left the page
 * without a title until React's render committed (hundreds of milliseconds on a slow phone; axe
 * `document-title`). So they stay until React's first <title> is in the head, and go in the same
 * task: mutation observers run before the browser renders again, so no frame lacks a title, and
 * in between React's title, inserted before the old one, is already the document's. Returns a
 * function that stops waiting.
 */
export function replacePrerenderedHeadOnRender(document: Document): () => void {
  const prerendered = prerenderedHeadNodes(document.head);
  if (prerendered.length === 0) return () => {};
  const ours = new Set<Node>(prerendered);
  const observer = new MutationObserver((records) => {
    const rendered = records.some((record) =>
      Array.from(record.addedNodes).some((node) => node.nodeName === 'TITLE' && !ours.has(node)),
    );
    if (!rendered) return;
    observer.disconnect();
    for (const node of prerendered) node.remove();
  });
  observer.observe(document.head, { childList: true });
  return () => observer.disconnect();
}
