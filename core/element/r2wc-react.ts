// r2wc imports React's default export only to call createElement. preact/compat's default export
// holds every compat API, which would defeat tree shaking; the build hands r2wc this instead.
import { createElement } from "react";

export default { createElement };
