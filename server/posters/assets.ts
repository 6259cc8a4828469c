/**
 * The poster's stylesheet and script, served as files from our own routes
 * (the CSP allows no inline style or script). One sheet for A4 and A5: sizes
 * are in a unit (`--u`, 1 mm on A4) that A5 scales by 1/√2, and the A5 body
 * prints on a named page of that size. Black on white only, no backgrounds:
 * it prints the same on a black-and-white printer or a photocopier. The
 * sheet is one page tall; the cover gives way to a long title.
 */
import { createHash } from 'node:crypto';

export const stylesheet = `@page{size:A4 portrait;margin:12mm}
@page a5{size:A5 portrait;margin:8mm}
*{box-sizing:border-box}
html,body{margin:0;background:#fff;color:#000;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif}
body.a5{page:a5}
.sheet{--u:1mm;width:calc(186*var(--u));height:calc(268*var(--u));margin:0 auto;display:flex;flex-direction:column;gap:calc(4.5*var(--u));overflow:hidden;line-height:1.25}
.a5 .sheet{--u:.7mm}
.brand{display:flex;justify-content:space-between;align-items:baseline;gap:calc(4*var(--u));border-bottom:calc(.8*var(--u)) solid #000;padding-bottom:calc(2*var(--u));font-size:calc(5.5*var(--u));font-weight:800;letter-spacing:.04em;text-transform:uppercase}
.title{margin:0;font-size:calc(11*var(--u));line-height:1.15;font-weight:900;overflow-wrap:anywhere}
.title-long{font-size:calc(8*var(--u))}
.sheet>*{flex:none}
.sheet>.cover{display:block;width:100%;flex:0 1 calc(72*var(--u));min-height:calc(30*var(--u));object-fit:cover;border:calc(.5*var(--u)) solid #000;filter:grayscale(1)}
.number{display:flex;justify-content:space-between;align-items:center;gap:calc(4*var(--u));border:calc(1.2*var(--u)) solid #000;border-radius:calc(3*var(--u));padding:calc(2*var(--u)) calc(6*var(--u))}
.number-label{font-size:calc(7*var(--u));font-weight:800}
.number-value{font-size:calc(26*var(--u));font-weight:900;letter-spacing:.05em;font-variant-numeric:tabular-nums;line-height:1}
.dial{margin:0;text-align:center;font-size:calc(8.5*var(--u));font-weight:700}
.dial strong{font-family:ui-monospace,'DejaVu Sans Mono','Liberation Mono',monospace;font-weight:900;white-space:nowrap;border-bottom:calc(1*var(--u)) solid #000}
.dial-note,.closed{margin:0;text-align:center;font-size:calc(4.6*var(--u))}
.scan{display:flex;align-items:center;gap:calc(7*var(--u));margin-top:auto}
.qr{flex:none;width:calc(58*var(--u));height:calc(58*var(--u))}
.qr svg{display:block;width:100%;height:100%}
.scan-text{margin:0 0 calc(3*var(--u));font-size:calc(6.5*var(--u));font-weight:700}
.link{margin:0;font-size:calc(7*var(--u));font-weight:900;overflow-wrap:anywhere}
.footer{margin:0;border-top:calc(.5*var(--u)) solid #000;padding-top:calc(2*var(--u));font-size:calc(3.8*var(--u))}
.toolbar{display:flex;flex-wrap:wrap;align-items:center;gap:8px 14px;max-width:760px;margin:0 auto 16px;font-size:1rem}
.toolbar a,.toolbar button{color:#000;font:inherit;font-weight:700}
.toolbar button{min-height:44px;padding:8px 20px;border:2px solid #000;border-radius:999px;background:#fff;cursor:pointer}
.toolbar [aria-current]{text-decoration:none;border-bottom:3px solid #000}
.toolbar p{flex-basis:100%;margin:0;color:#333}
@media screen{
body{background:#ecebe6;padding:16px 12px 32px}
.sheet{--u:min(1mm,calc((100vw - 24px)/210));width:calc(210*var(--u));height:calc(297*var(--u));padding:calc(12*var(--u));background:#fff;box-shadow:0 2px 12px rgb(0 0 0 / 20%)}
.a5 .sheet{--u:min(1mm,calc((100vw - 24px)/210))}
}
@media print{.toolbar{display:none}}
`;

/** The Print button works where scripts run; without them the page says to use the browser's print. */
export const script = `var button = document.querySelector('[data-print]');
if (button) {
  button.hidden = false;
  button.addEventListener('click', function () { window.print(); });
}
`;

const version = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 12);

export const assetPaths = {
  stylesheet: `/poster.css?v=${version(stylesheet)}`,
  script: `/poster.js?v=${version(script)}`,
};
