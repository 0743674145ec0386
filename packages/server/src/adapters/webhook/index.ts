export { safePost, TargetRefused, type SafePostAnswer } from './safe-post.ts';
