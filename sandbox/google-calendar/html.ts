import type { Context } from 'koa';

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

// Colours checked for 4.5:1 text contrast (axe runs on every page a browser test opens).
const STYLE = `body{font-family:system-ui,sans-serif;background:#f1f3f4;display:flex;justify-content:center;padding:48px 16px;color:#202124;margin:0}
main{background:#fff;border-radius:8px;padding:32px;max-width:560px;width:100%;box-shadow:0 1px 3px rgba(0,0,0,.2)}
h1{font-size:22px;font-weight:400;margin:0 0 8px}h2{font-size:17px;font-weight:500;margin:24px 0 8px;display:flex;gap:8px;align-items:center}
p,li{color:#3c4043}small{color:#5f6368}ul{padding-left:20px}
.accounts,.events{list-style:none;padding:0;margin:16px 0}
.accounts li{display:flex;justify-content:space-between;align-items:center;gap:12px;border-bottom:1px solid #dadce0;padding:10px 0}
.accounts form{margin:0}
.events li{border-left:4px solid var(--c,#1765cc);padding:6px 10px;margin-bottom:8px;background:#f8f9fa;border-radius:0 4px 4px 0}
.events li:target{outline:2px solid #1765cc}
.swatch{display:inline-block;width:12px;height:12px;border-radius:3px}
button{font:inherit;border-radius:4px;padding:8px 20px;cursor:pointer}
.allow{background:#1765cc;border:0;color:#fff}.deny{background:#fff;border:1px solid #dadce0;color:#1765cc}
.actions{display:flex;justify-content:flex-end;margin-top:24px}
a{color:#1765cc}
.badge{display:inline-block;background:#fbbc04;color:#202124;font-size:12px;border-radius:4px;padding:2px 6px;margin-bottom:12px}`;

/** A sandbox page in Google's plain look, English, with the Sandbox badge. */
export function page(ctx: Context, status: number, title: string, body: string) {
  ctx.status = status;
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} – Sandbox Google Calendar</title><style>${STYLE}</style></head>
<body><main><span class="badge">Sandbox</span>
${body}
</main></body></html>`;
}

export const errorPage = (ctx: Context, status: number, error: string, detail: string) =>
  page(ctx, status, `Error ${status}: ${error}`, `<h1>Access blocked: this request is invalid</h1><p><strong>Error ${status}: ${escapeHtml(error)}</strong></p><p>${escapeHtml(detail)}</p>`);
