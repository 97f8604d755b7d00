import { STATUS_CODES, type Server } from 'node:http';
import type { Http2SecureServer, Http2Server } from 'node:http2';
import { errorBody } from './errors';

/**
 * A request Node cannot even parse never reaches Hono: Node would answer 431 (headers over 16 KB) or 400 with
 * an empty body. This answers them like every other error — JSON with a Japanese message (issue 12 item 13).
 */
export function answerClientErrors(server: Server | Http2Server | Http2SecureServer): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: NodeJS.WritableStream & { writable: boolean; destroy(): void }) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const [status, code] = error.code === 'HPE_HEADER_OVERFLOW' ? ([431, 'HEADERS_TOO_LARGE'] as const) : ([400, 'BAD_REQUEST'] as const);
    const body = JSON.stringify(errorBody(code));
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
