// In useQueryForm.ts, whose stable `reveal` keys its handlers: one chunk for both (a page loads one file less).
export { fieldBinder } from './useQueryForm';
