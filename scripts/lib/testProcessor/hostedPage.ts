import { escapeMarkup } from '../../../src/domain/escape.ts';

/** What the hosted page shows: the merchant's line, the amount, and where its buttons post. */
export interface PageFacts {
  id: string;
  processor: 'Stripe' | 'Windcave';
  description: string;
  amount: string;
  open: boolean;
  notice: string;
}

/**
 * The loopback processor's hosted payment page: marked TEST MODE, no card fields (no money moves),
 * three buttons that pay, decline or abandon the payment as the real page would end.
 */
export function hostedPage(p: PageFacts): string {
  const button = (action: string, label: string, tone: string) =>
    `<form method="post" action="/pay/${escapeMarkup(p.id)}/${action}"><button class="${tone}" type="submit">${escapeMarkup(label)}</button></form>`;
  const actions = p.open
    ? `${button('pay', `Pay ${p.amount}`, 'pay')}${button('decline', 'Decline', 'plain')}${button('cancel', 'Cancel', 'plain')}`
    : '<p>This payment page is closed.</p>';
  return `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>TEST MODE · ${escapeMarkup(p.processor)} payment</title>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f4f5f7;color:#1a1a1a}
.banner{background:#b00020;color:#fff;text-align:center;font-weight:700;padding:.6rem;letter-spacing:.08em}
main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 12px #0002}
h1{font-size:1.25rem;margin:0 0 .5rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1rem}
form{display:inline}button{font:inherit;border-radius:8px;padding:.7rem 1.2rem;margin:.25rem .25rem 0 0;cursor:pointer}
.pay{background:#1a7f37;color:#fff;border:0;width:100%;margin-bottom:.5rem}.plain{background:#fff;border:1px solid #888}
.notice{background:#fff4e5;border:1px solid #f0a000;padding:.5rem .75rem;border-radius:8px}.muted{color:#555;font-size:.875rem}
</style></head>
<body><div class="banner" role="note">TEST MODE: no card is charged and no money moves</div>
<main><h1>${escapeMarkup(p.processor)} test payment</h1>
<p>${escapeMarkup(p.description)}</p><p class="amount">${escapeMarkup(p.amount)} AUD</p>
${p.notice ? `<p class="notice" role="alert">${escapeMarkup(p.notice)}</p>` : ''}
${actions}
<p class="muted">The loopback test processor of the dealer platform stands in for ${escapeMarkup(p.processor)}'s hosted page.</p>
</main></body></html>`;
}
