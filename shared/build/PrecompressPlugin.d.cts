/** The types of PrecompressPlugin.cjs, for the TypeScript that uses it outside webpack. */
export declare function compressedCopies(
  content: Buffer,
): [extension: '.br' | '.gz', copy: Buffer][];

export declare class PrecompressPlugin {
  apply(compiler: unknown): void;
}
