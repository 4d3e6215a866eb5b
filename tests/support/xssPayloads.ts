/**
 * The XSS corpus (OWASP filter-evasion kinds): each payload calls `xss(N)` or `alert(N)` with its
 * own number, so a hit in the browser names the payload that got through.
 */
export interface XssPayload {
  id: number;
  kind: string;
  text: string;
}

const raw: [kind: string, text: (n: number) => string][] = [
  ['script tag', (n) => `<script>xss(${n})</script>`],
  ['script mixed case', (n) => `<ScRiPt>xss(${n})</sCrIpT>`],
  ['script upper case', (n) => `<SCRIPT>alert(${n})</SCRIPT>`],
  ['script src data', (n) => `<script src="data:text/javascript,xss(${n})"></script>`],
  ['script with attributes', (n) => `<script type="text/javascript" defer>xss(${n})</script>`],
  ['script nested split', (n) => `<scr<script>ipt>xss(${n})</scr</script>ipt>`],
  ['script no closing', (n) => `<script>xss(${n})//`],
  ['script extra open bracket', (n) => `<<script>xss(${n});//<</script>`],
  ['script slash separator', (n) => `<script/x>xss(${n})</script>`],
  ['script in attribute quote', (n) => `"><script>xss(${n})</script>`],
  ['img onerror', (n) => `<img src=x onerror=xss(${n})>`],
  ['img onerror quotes', (n) => `<img src="x" onerror="xss(${n})">`],
  ['img onerror mixed case', (n) => `<IMG SRC=x OnErRoR=xss(${n})>`],
  ['img onerror slash', (n) => `<img/src=x/onerror=xss(${n})>`],
  ['img entity-encoded handler', (n) => `<img src=x onerror="&#120;&#115;&#115;&#40;${n}&#41;" alt="xss(${n})">`],
  ['img javascript src', (n) => `<img src="javascript:xss(${n})">`],
  ['img malformed quotes', (n) => `<IMG """><SCRIPT>xss(${n})</SCRIPT>">`],
  ['img backtick', (n) => `<img src=\`x\` onerror=\`xss(${n})\`>`],
  ['svg onload', (n) => `<svg onload=xss(${n})>`],
  ['svg script', (n) => `<svg><script>xss(${n})</script></svg>`],
  [
    'svg animate href',
    (n) => `<svg><a><animate attributeName=href values=javascript:xss(${n}) /><text x=20 y=20>go</text></a></svg>`,
  ],
  ['svg xlink href', (n) => `<svg><a xlink:href="javascript:xss(${n})"><text>go</text></a></svg>`],
  ['body onload', (n) => `<body onload=xss(${n})>`],
  ['details ontoggle', (n) => `<details open ontoggle=xss(${n})>`],
  ['input autofocus onfocus', (n) => `<input autofocus onfocus=xss(${n})>`],
  ['video source onerror', (n) => `<video><source onerror="xss(${n})"></video>`],
  ['audio onerror', (n) => `<audio src=x onerror=xss(${n})>`],
  ['marquee onstart', (n) => `<marquee onstart=xss(${n})>x</marquee>`],
  ['div onmouseover', (n) => `<div onmouseover="xss(${n})" style="width:100%;height:100%">hover</div>`],
  ['a javascript href', (n) => `<a href="javascript:xss(${n})">click</a>`],
  ['a javascript mixed case', (n) => `<a href="JaVaScRiPt:xss(${n})">click</a>`],
  [
    'a javascript entity encoded',
    (n) => `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;xss(${n})">click</a>`,
  ],
  [
    'a javascript hex entities',
    (n) => `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;xss(${n})">click</a>`,
  ],
  ['a javascript tab', (n) => `<a href="jav&#x09;ascript:xss(${n})">click</a>`],
  ['a javascript newline', (n) => `<a href="jav&#x0A;ascript:xss(${n})">click</a>`],
  ['a javascript leading space', (n) => `<a href=" &#14;  javascript:xss(${n})">click</a>`],
  // The fragment names the payload in the served HTML too (the base64 hides the call).
  [
    'a data html',
    (n) => `<a href="data:text/html;base64,${btoa(`<script>parent.xss(${n})</script>`)}#xss(${n})">click</a>`,
  ],
  ['markdown javascript link', (n) => `[click](javascript:xss(${n}))`],
  ['markdown image onerror', (n) => `![x" onerror="xss(${n})](x)`],
  ['iframe javascript', (n) => `<iframe src="javascript:xss(${n})"></iframe>`],
  ['iframe srcdoc', (n) => `<iframe srcdoc="<script>parent.xss(${n})</script>"></iframe>`],
  ['object data', (n) => `<object data="data:text/html,<script>parent.xss(${n})</script>"></object>`],
  ['embed src', (n) => `<embed src="javascript:xss(${n})">`],
  ['base href', (n) => `<base href="javascript:xss(${n})//">`],
  ['meta refresh', (n) => `<meta http-equiv="refresh" content="0;url=javascript:xss(${n})">`],
  ['form action', (n) => `<form action="javascript:xss(${n})"><button>go</button></form>`],
  ['button formaction', (n) => `<form><button formaction="javascript:xss(${n})">go</button></form>`],
  ['style expression', (n) => `<div style="width: expression(xss(${n}))">x</div>`],
  ['style url javascript', (n) => `<div style="background:url('javascript:xss(${n})')">x</div>`],
  [
    'style tag import',
    (n) => `<style>@import 'javascript:xss(${n})';body{background:url("javascript:xss(${n})")}</style>`,
  ],
  ['link stylesheet javascript', (n) => `<link rel="stylesheet" href="javascript:xss(${n})">`],
  ['json script break-out', (n) => `</script><script>xss(${n})</script>`],
  ['json comment break-out', (n) => `<!--<script>xss(${n})//--></script>`],
  ['attribute break-out double', (n) => `"><img src=x onerror=xss(${n})>`],
  ['attribute break-out single', (n) => `'><svg onload=xss(${n})>`],
  ['attribute break-out unquoted', (n) => `x onmouseover=xss(${n}) x`],
  ['template syntax', (n) => `{{constructor.constructor('xss(${n})')()}}`],
  ['template literal', (n) => `\${xss(${n})}`],
  ['astro expression', (n) => `{xss(${n})}<Fragment set:html="<img src=x onerror=xss(${n})>" />`],
  ['textarea break-out', (n) => `</textarea><script>xss(${n})</script>`],
  ['title break-out', (n) => `</title><script>xss(${n})</script>`],
  ['noscript break-out', (n) => `<noscript><p title="</noscript><img src=x onerror=xss(${n})>">`],
  ['math mglyph mutation', (n) => `<math><mtext><table><mglyph><style><img src=x onerror=xss(${n})>`],
  [
    'polyglot',
    (n) =>
      `jaVasCript:/*-/*\`/*\\\`/*'/*"/**/(/* */oNcliCk=xss(${n}) )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=xss(${n})//>\\x3e`,
  ],
  ['null byte script', (n) => `<scr\u0000ipt>xss(${n})</scr\u0000ipt>`],
  ['half-open img', (n) => `<img src=x onerror=xss(${n}) //`],
];

export const XSS_PAYLOADS: XssPayload[] = raw.map(([kind, text], index) => ({
  id: index + 1,
  kind,
  text: text(index + 1),
}));
