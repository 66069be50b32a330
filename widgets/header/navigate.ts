// Where a chosen search hit takes the visitor. One small object, so tests can watch the navigation
// instead of leaving the test page.
export const navigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};
