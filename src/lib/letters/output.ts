/** The words every drafted letter's controls use (copy, download, print), in one language. Pure data type. */
export interface LetterOutputText {
  copy: string;
  download: string;
  print: string;
  copied: string;
  copyFailed: string;
  /** The letter's heading for screen readers. */
  yourLetter: string;
}
