/**
 * An error raised while a content file renders, with the file's path in front of its message, so the
 * build names `content/blog/x.mdx` and not only the route it was building.
 */
export function withSourceFile(error: unknown, filePath: string | undefined): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (!filePath || message.startsWith(filePath)) return error instanceof Error ? error : new Error(message);
  const named = new Error(`${filePath}: ${message}`, { cause: error });
  if (error instanceof Error && error.stack) named.stack = `${named.message}\n${error.stack.split('\n').slice(1).join('\n')}`;
  return named;
}
