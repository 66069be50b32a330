// Parts a first screen can do without for a frame (issue 23): they render once the frame of the
// component's first render has been painted, so that frame builds, styles and lays out less.
import { useEffect, useState } from "react";

/** False in the component's first renders, true from the render after its first frame was painted. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs before that frame's paint; a task queued from it runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
