// axe as support/axe.ts runs it. This helper used to leave react-aria's whole live announcer out; only the
// announcements that name an element by reference need leaving out (see axe.ts: they outlive the element they
// name), so both helpers now check the same way and everything else in the announcer is checked too.
export { expectNoAxeViolations as expectNoAxeViolationsOnScreen } from './axe.ts';
