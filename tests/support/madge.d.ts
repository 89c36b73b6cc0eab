/** The part of madge's API (it ships no types) that tests/unit/import-circles.spec.ts uses. */
declare module 'madge' {
  interface MadgeConfig {
    fileExtensions?: string[];
    tsConfig?: string;
    baseDir?: string;
  }
  interface MadgeResult {
    /** Each circle as the files on it, relative to the folder given. */
    circular(): string[][];
    /** Every file, relative to the folder given, with the files it imports. */
    obj(): Record<string, string[]>;
  }
  function madge(path: string | string[], config?: MadgeConfig): Promise<MadgeResult>;
  export = madge;
}
