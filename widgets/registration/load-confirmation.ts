// The confirmation shows only after sending: its code (and BreakableText's) stays off the first load and
// loads with the request (use-registration.ts), so it is there when the answer is (issue 20's size limit).
export const loadConfirmation = () => import("./Confirmation.tsx").then((module) => module.Confirmation);
