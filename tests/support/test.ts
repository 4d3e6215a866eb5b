import { test as base, expect } from '@playwright/test';

/** A Content-Security-Policy violation the browser reported on a page. */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * The browser suite's `test`: every page of every test runs under the sites' real policy and
 * reports each `securitypolicyviolation`; a test that saw one fails when it ends.
 */
export const test = base.extend<{ cspViolations: CspViolation[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (v: unknown) => void }).__reportCspViolation;
          report({
            page: window.location.pathname,
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            sample: event.sample,
          });
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
