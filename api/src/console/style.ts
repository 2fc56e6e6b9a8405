import { createHash } from 'node:crypto';

/**
 * The console's one style sheet, inline in every page and allowed by its hash (the pages' policy
 * has no 'unsafe-inline' and runs no script at all). Readable from a 360 px phone to a desktop;
 * contrast above 4.5:1; a visible focus ring on everything that takes focus.
 */
export const CONSOLE_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:#1b1f24;background:#f4f5f7}
body{margin:0}
a{color:#0b57d0}
a:hover{color:#083b8a}
:focus-visible{outline:3px solid #b3261e;outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:#fff;padding:.5rem 1rem;z-index:1}
.skip:focus{left:.5rem}
header{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between;padding:.75rem 1rem;background:#1b1f24;color:#fff}
header a{color:#fff}
header .brand{font-weight:700;font-size:1.1rem;color:#fff;text-decoration:none}
header nav{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center}
header form{margin:0}
header button{background:transparent;color:#fff;border:1px solid #fff}
main{max-width:72rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
section>h2:first-child{margin-top:0}
section{background:#fff;border:1px solid #d0d5dd;border-radius:8px;padding:1rem;margin:0 0 1rem}
.scroll{overflow-x:auto;max-width:100%;margin-bottom:.75rem}
table{border-collapse:collapse;width:100%;font-size:.92rem}
h3.table-title{font-size:.95rem;margin:.75rem 0 .4rem}
th,td{text-align:left;padding:.4rem .5rem;border-bottom:1px solid #e1e4e8;vertical-align:top}
th{background:#eef0f3;white-space:nowrap}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
code,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.85rem;overflow-wrap:anywhere}
table .mono{white-space:nowrap;overflow-wrap:normal}
table.wrap .mono{white-space:normal;overflow-wrap:anywhere}
.note{color:#4a5361;font-size:.9rem}
.status{padding:.75rem 1rem;border-radius:6px;margin:0 0 1rem;border:1px solid}
.status.ok{background:#e7f5ec;border-color:#1e7f43;color:#0f4d28}
.status.error{background:#fdecea;border-color:#b3261e;color:#7a1712}
form.action{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:flex-end;padding:.75rem 0;border-top:1px solid #e1e4e8}
form.action:first-of-type{border-top:0}
form.action h3{flex-basis:100%;margin:0;font-size:1rem}
label{display:flex;flex-direction:column;gap:.2rem;font-weight:600;font-size:.92rem}
label small{font-weight:400;color:#4a5361}
input{font:inherit;padding:.45rem .6rem;border:1px solid #6b7280;border-radius:6px;min-width:0;width:100%;max-width:16rem;background:#fff;color:inherit}
button,.button{font:inherit;font-weight:600;padding:.5rem 1rem;border-radius:6px;border:1px solid #0b57d0;background:#0b57d0;color:#fff;cursor:pointer;text-decoration:none;display:inline-block}
button.danger{background:#b3261e;border-color:#b3261e}
.button.secondary{background:#fff;color:#0b57d0}
.buttons{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin-top:1rem}
.login{max-width:24rem;margin:2rem auto}
.login form{display:flex;flex-direction:column;gap:1rem}
.login input{max-width:none}
.pager{display:flex;gap:1rem;justify-content:space-between;margin-top:.75rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.3rem 1rem;margin:0}
dt{font-weight:600}
dd{margin:0;overflow-wrap:anywhere}
article.request{border-top:1px solid #e1e4e8;padding:.75rem 0}
article.request:first-of-type{border-top:0}
article.request h3{margin:0 0 .4rem;font-size:1rem}
article.request blockquote{margin:.4rem 0;padding:.4rem .75rem;border-left:3px solid #d0d5dd;overflow-wrap:anywhere}
article.request ul{margin:.2rem 0 .4rem;padding-left:1.2rem}
article.request form.action{border-top:0;padding:.4rem 0}
.over{color:#b3261e;white-space:nowrap}
.over small{font-weight:600}
.muted{color:#4a5361;font-size:.85rem}
td.detail{max-width:28rem;overflow-wrap:anywhere;white-space:normal}
select{font:inherit;padding:.45rem .6rem;border:1px solid #6b7280;border-radius:6px;max-width:16rem;background:#fff;color:inherit}
form[role=search]{align-items:flex-end}
@media (max-width:600px){main{padding:.5rem}section{padding:.75rem}dl{grid-template-columns:1fr}dd{margin-bottom:.4rem}}
textarea{font:inherit;padding:.45rem .6rem;border:1px solid #6b7280;border-radius:6px;width:100%;min-height:6rem;background:#fff;color:inherit}
label.wide{flex-basis:100%}
figure.doc{margin:0 0 1rem}
figure.doc img{display:block;max-width:100%;height:auto;border:1px solid #d0d5dd;border-radius:6px}
.badge{display:inline-block;padding:0 .5rem;border-radius:999px;background:#eef0f3;border:1px solid #6b7280;font-size:.85rem}
.qr{display:block;width:13rem;max-width:100%;background:#fff}
.qr svg{display:block;width:100%;height:auto}
ol.codes{columns:2;column-gap:2rem;padding-left:1.5rem;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:1rem}
header .role{border-color:#fff;background:transparent;color:#fff}
nav.filters{display:flex;flex-wrap:wrap;gap:.4rem .5rem;margin:0 0 1rem}
nav.filters a{padding:.3rem .75rem;border:1px solid #0b57d0;border-radius:999px;text-decoration:none;background:#fff}
nav.filters a[aria-current=page]{background:#0b57d0;color:#fff;font-weight:600}
.badge.payout-paid{background:#e7f5ec;border-color:#1e7f43;color:#0f4d28}
.badge.payout-failed,.badge.payout-mismatch{background:#fdecea;border-color:#b3261e;color:#7a1712}
.badge.payout-sent,.badge.payout-atProvider{background:#fff4e5;border-color:#8a5300;color:#5c3700}
td form{margin:.3rem 0 0}
td form button{padding:.3rem .7rem;font-size:.85rem}
.market-selector{margin:.5rem 0 1rem}
.market-selector a[aria-current]{font-weight:700;text-decoration:none}
dl.profile{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 1rem}
dl.profile dt{font-weight:600}
dl.profile dd{margin:0}
@media (max-width:480px){dl.profile{grid-template-columns:1fr}dl.profile dd{margin-bottom:.5rem}}
`;

/** The sheet's CSP source: `'sha256-…'`. */
export const CONSOLE_CSS_HASH = `'sha256-${createHash('sha256').update(CONSOLE_CSS).digest('base64')}'`;

/**
 * The console pages' Content-Security-Policy: nothing runs, nothing loads but the inline sheet,
 * forms post only to this origin, no page may frame them.
 */
export const CONSOLE_POLICY = [
  "default-src 'none'",
  "script-src 'none'",
  `style-src ${CONSOLE_CSS_HASH}`,
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');
