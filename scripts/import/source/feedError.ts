/** A whole-feed problem, as one line: nothing of the feed is imported. */
export class FeedError extends Error {}
