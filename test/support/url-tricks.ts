// URL values a browser would turn into script, another scheme or another host (as the URL parser
// reads them: it drops leading controls and spaces, tabs and newlines, and takes \ for /). Every
// URL-valued field must refuse them (core/element/site-url.ts).
export const URL_TRICKS = [
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "\u0000javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "mailto:shop@example.com",
  "ftp://files.example/x",
  "//evil.example/x",
  "\\\\evil.example\\x",
  "/\\evil.example/x",
  "",
  "   ",
];

/** The tricks that are not simply empty. */
export const SCHEME_TRICKS = URL_TRICKS.filter((url) => url.trim() !== "");
