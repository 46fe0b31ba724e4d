// A minimal SMTP server for the tests: accepts every mail on a free port and records it; `refuse` makes it refuse
// some recipients for good (550 to RCPT TO), as a mail server does for an address that does not exist.
import net from 'node:net';

export interface SmtpSink {
  url: string;
  /** The recipients of every mail accepted, in order. */
  received: string[];
  /** The text (headers and body) of every mail accepted, in order. */
  messages: string[];
  /** Every recipient a client asked for (RCPT TO), refused or not, in order. */
  attempted: string[];
  close: () => void;
}

/** A minimal SMTP sink: accepts every mail (but to the refused addresses) and records its recipients and text. */
export function startSmtpSink(options: { refuse?: (address: string) => boolean } = {}): Promise<SmtpSink> {
  const attempted: string[] = [];
  const received: string[] = [];
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let text: string[] = [];
    let recipients: string[] = [];
    socket.write('220 sink\r\n');
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line !== '.') {
            text.push(line);
            continue;
          }
          inData = false;
          messages.push(text.join('\n'));
          text = [];
          received.push(...recipients);
          recipients = [];
          socket.write('250 queued\r\n');
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'RCPT') {
          const address = line.match(/<([^>]*)>/)?.[1]?.toLowerCase() ?? '';
          attempted.push(address);
          if (options.refuse?.(address)) {
            socket.write(`550 5.1.1 <${address}>: Recipient address rejected: User unknown\r\n`);
            continue;
          }
          recipients.push(address);
        }
        if (command === 'RSET') recipients = [];
        if (command === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write(command === 'EHLO' ? '250-sink\r\n250 8BITMIME\r\n' : '250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      resolve({
        url: `smtp://127.0.0.1:${address.port}?pool=true`,
        received,
        messages,
        attempted,
        close: () => server.close(),
      });
    });
  });
}
