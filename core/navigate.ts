// Where an element sends the visitor (a chosen search hit, the thank-you page). One small object, so
// tests can watch the navigation instead of leaving the test page.
export const navigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};
