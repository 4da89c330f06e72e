// A served HTML document as a tree of plain React elements (parse5 parses it as a browser would), so a
// benchmark can time React's own renderToString of the same markup, without our components, loaders or
// router. Comments (React's own `<!-- -->` and Suspense markers) have no element and are left out;
// the text of scripts and styles goes in as it is.
import { parse } from 'parse5';

/** HTML attribute names React spells otherwise; any other name goes as it is. */
const reactNames = {
  class: 'className',
  for: 'htmlFor',
  charset: 'charSet',
  'http-equiv': 'httpEquiv',
  'accept-charset': 'acceptCharset',
  tabindex: 'tabIndex',
  crossorigin: 'crossOrigin',
  srcset: 'srcSet',
  fetchpriority: 'fetchPriority',
  hreflang: 'hrefLang',
  maxlength: 'maxLength',
  minlength: 'minLength',
  autocomplete: 'autoComplete',
  inputmode: 'inputMode',
  enterkeyhint: 'enterKeyHint',
  referrerpolicy: 'referrerPolicy',
  datetime: 'dateTime',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  imagesizes: 'imageSizes',
  imagesrcset: 'imageSrcSet',
  spellcheck: 'spellCheck',
  contenteditable: 'contentEditable',
  popovertarget: 'popoverTarget',
  popovertargetaction: 'popoverTargetAction',
  frameborder: 'frameBorder',
  allowfullscreen: 'allowFullScreen',
  autoplay: 'autoPlay',
  playsinline: 'playsInline',
  readonly: 'readOnly',
  novalidate: 'noValidate',
  formnovalidate: 'formNoValidate',
  nomodule: 'noModule',
  itemscope: 'itemScope',
  autofocus: 'autoFocus',
};

/** Attributes whose presence is their value: React wants `true`, not `""`. */
const booleans = new Set([
  'allowFullScreen',
  'async',
  'autoFocus',
  'autoPlay',
  'checked',
  'controls',
  'default',
  'defer',
  'disabled',
  'formNoValidate',
  'hidden',
  'inert',
  'itemScope',
  'loop',
  'multiple',
  'muted',
  'noModule',
  'noValidate',
  'open',
  'playsInline',
  'readOnly',
  'required',
  'reversed',
  'selected',
]);

/** `a:b;--c:d` as React's style object (`{ a: 'b', '--c': 'd' }`), semicolons inside `(…)` kept. */
function styleObject(text) {
  const style = {};
  let depth = 0;
  let start = 0;
  const declarations = [];
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ';' && depth === 0) {
      declarations.push(text.slice(start, index));
      start = index + 1;
    }
  }
  declarations.push(text.slice(start));
  for (const declaration of declarations) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    const key = name.startsWith('--')
      ? name
      : name.replace(/^-ms-/, 'ms-').replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
    style[key] = value;
  }
  return style;
}

function propsOf(element) {
  const props = {};
  for (const { name, value } of element.attrs) {
    const key = reactNames[name] ?? name;
    if (key === 'style') props.style = styleObject(value);
    else props[key] = booleans.has(key) ? true : value;
  }
  return props;
}

const rawText = new Set(['script', 'style']);

function toReact(node, createElement) {
  if (node.nodeName === '#text') return node.value;
  if (!node.tagName) return null;
  const props = propsOf(node);
  if (rawText.has(node.tagName)) {
    const text = node.childNodes.map((child) => child.value ?? '').join('');
    if (text) props.dangerouslySetInnerHTML = { __html: text };
    return createElement(node.tagName, props);
  }
  const children = node.childNodes
    .map((child) => toReact(child, createElement))
    .filter((child) => child !== null);
  return createElement(node.tagName, props, ...children);
}

/** The `<html>` element of `html`, as React elements made with `createElement`. */
export function htmlToReact(html, createElement) {
  const document = parse(html);
  const root = document.childNodes.find((node) => node.tagName === 'html');
  if (!root) throw new Error('No <html> element in the document');
  return toReact(root, createElement);
}
