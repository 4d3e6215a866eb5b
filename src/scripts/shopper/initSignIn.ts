import { endSession, readWatchlist, requestCode, verifyCode } from '../../api/shopperApi.ts';
import {
  $session,
  $signedIn,
  GATED_TYPES,
  safeLocalPath,
  signIn,
  signOut,
  type GatedType,
} from '../../stores/session.ts';
import { setWatchlist } from '../../stores/watchlist.ts';
import { isAustralianMobile } from '../../domain/contactChecks.ts';
import { MESSAGES } from '../../api/messages.ts';
import { SOLVING_MESSAGE, withChallenge } from './solveChallenge.ts';
import { has, LEAD_API, WEBSITE_ID } from '../../view/pageAttributes.ts';
import {
  CHANGE_PHONE,
  SENT_TO,
  SIGN_IN,
  SIGN_IN_BACK,
  SIGN_IN_CONTINUE,
  SIGN_IN_ERROR,
  SIGN_IN_STEP,
  SIGN_IN_TITLE,
  SIGN_OUT,
  SIGNED_IN_PHONE,
  STATUS,
} from '../../view/shopperAttributes.ts';

/** Why the shopper is asked to sign in, by the `type` of /sign-in (SPEC §2). */
const REASONS: Record<GatedType, string> = {
  watchlist: 'Sign in to keep a watchlist of cars',
  'trade-in': 'Sign in to value your trade-in',
  checkout: 'Sign in to reserve this car',
  finance: 'Sign in for your personalised finance',
};

const CODE_MESSAGE = 'Enter the 6-digit code.';

/** Wires /sign-in: phone → one-time code → session, then on to `redirect` (or `back` on the Back link). */
export function initSignIn(): void {
  const root = document.querySelector<HTMLElement>(has(SIGN_IN));
  if (!root) return;
  const api = root.getAttribute(LEAD_API) ?? '';
  const websiteId = Number(root.getAttribute(WEBSITE_ID));
  const params = new URLSearchParams(window.location.search);
  const type = GATED_TYPES.find((t) => t === params.get('type'));
  const back = safeLocalPath(params.get('back'));
  const redirect = safeLocalPath(params.get('redirect'), back);

  const q = (selector: string) => root.querySelector<HTMLElement>(selector)!;
  if (type) q(has(SIGN_IN_TITLE)).textContent = REASONS[type];
  root.querySelector<HTMLAnchorElement>(has(SIGN_IN_BACK))!.href = back;
  root.querySelector<HTMLAnchorElement>(has(SIGN_IN_CONTINUE))!.href = redirect;
  const phoneForm = root.querySelector<HTMLFormElement>(`[${SIGN_IN_STEP}="phone"]`)!;
  const codeForm = root.querySelector<HTMLFormElement>(`[${SIGN_IN_STEP}="code"]`)!;
  const signedIn = q(`[${SIGN_IN_STEP}="signed-in"]`);
  let phone = '';

  const show = (step: HTMLElement) => {
    for (const el of [phoneForm, codeForm, signedIn]) el.hidden = el !== step;
    step.querySelector('input')?.focus();
  };
  const fail = (form: HTMLFormElement, message: string) => {
    form.querySelector(has(SIGN_IN_ERROR))!.textContent = message;
    form.querySelector('input')?.setAttribute('aria-invalid', message ? 'true' : 'false');
  };
  const busy = (form: HTMLFormElement, on: boolean) => {
    form.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled = on;
  };
  const solving = (form: HTMLFormElement) => (on: boolean) => {
    form.querySelector(has(STATUS))!.textContent = on ? SOLVING_MESSAGE : '';
  };
  const renderSignedIn = () => {
    q(has(SIGNED_IN_PHONE)).textContent = $session.get()?.phone ?? '';
    show(signedIn);
  };

  if ($signedIn.get()) renderSignedIn();

  phoneForm.addEventListener('submit', (event) => {
    event.preventDefault();
    phone = phoneForm.querySelector('input')!.value.trim();
    if (!isAustralianMobile(phone)) {
      fail(phoneForm, MESSAGES.mobile);
      return;
    }
    fail(phoneForm, '');
    busy(phoneForm, true);
    withChallenge((altcha) => requestCode(api, websiteId, phone, altcha), solving(phoneForm))
      .then((answer) => {
        // Past the number's SMS limit no new code is sent: the answer says to use the latest one.
        q(has(SENT_TO)).textContent =
          !answer.sent && answer.message
            ? answer.message
            : `We sent a code to ${phone}. It expires in ${answer.expires_in_minutes} minutes.`;
        show(codeForm);
      })
      .catch((error: unknown) => {
        fail(phoneForm, (error as Error).message);
      })
      .finally(() => {
        busy(phoneForm, false);
      });
  });

  codeForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const code = codeForm.querySelector('input')!.value.trim();
    if (!/^\d{6}$/.test(code)) {
      fail(codeForm, CODE_MESSAGE);
      return;
    }
    fail(codeForm, '');
    busy(codeForm, true);
    withChallenge((altcha) => verifyCode(api, websiteId, phone, code, altcha), solving(codeForm))
      .then(async (session) => {
        signIn({ phone: session.phone_number, token: session.token, expiresAt: session.expires_at });
        // The saved cars come with the session so toggles and the header are right on the next page.
        await readWatchlist(api, session.token)
          .then((ids) => {
            setWatchlist(session.phone_number, ids);
          })
          .catch(() => undefined);
        window.location.replace(redirect);
      })
      .catch((error: unknown) => {
        fail(codeForm, (error as Error).message);
        busy(codeForm, false);
      });
  });

  q(has(CHANGE_PHONE)).addEventListener('click', () => {
    show(phoneForm);
  });

  q(has(SIGN_OUT)).addEventListener('click', () => {
    void signOutEverywhere(api).then(() => {
      show(phoneForm);
    });
  });
}

/** Ends the session on the server (best effort) and in this browser. */
export async function signOutEverywhere(api: string): Promise<void> {
  const token = $session.get()?.token;
  signOut();
  if (token) await endSession(api, token).catch(() => undefined);
}
