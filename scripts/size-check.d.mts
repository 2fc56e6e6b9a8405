/** Byte budgets (KB, gzip) and the ratio the size check gates. */
export const budgets: {
  ratio: number;
  ratioTarget: number;
  remoteEntryKb: number;
  remoteEntryTargetKb: number;
  firstChunkKb: number;
  /** The site's font files (KB as sent: woff2 is compressed already). */
  fontsKb: number;
};
/** The byte figures of the built site (KB, gzip). */
export function measureSizes(): {
  federated: number;
  monolith: number;
  ratio: number;
  verticals: Array<{ name: string; remoteEntry: number; firstChunk: number }>;
  /** The fonts index.html declares (KB as sent). */
  fonts: number;
};
