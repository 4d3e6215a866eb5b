import type { Duplex } from 'node:stream';

/** The raw answer to a request Node could not even parse: JSON like every other lead API error. */
export function clientErrorResponse(code: string | undefined): string {
  const [status, reason, error] =
    code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request headers are too large.']
      : code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive. Please send it again.']
        : [400, 'Bad Request', 'The request is not valid HTTP or was cut short. Please send it again.'];
  const body = JSON.stringify({ success: false, error });
  return `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

/** For http.Server's 'clientError' event (Node's own answer is a bare 400 without a message). */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (socket.writable) socket.end(clientErrorResponse(error.code));
  else socket.destroy();
}
