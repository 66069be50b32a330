import { defineElement } from "../../core/element/define.ts";
import css from "./toast-region.css";
import { TAG, ToastRegion } from "./ToastRegion.tsx";

defineElement(TAG, ToastRegion, css);
