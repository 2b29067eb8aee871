// engine.io-client's table of transports, as the apps' socket uses it: `transports: ['websocket']`
// (@dating/web's realtime.ts), so it never opens long-polling or WebTransport, and their code
// (about 2 KB gzipped) need not load. federation.cjs puts this file in the table's place and
// resolves the request below to engine.io-client's own WebSocket transport.
import { WS } from 'engine.io-client/websocket-transport';

export const transports = { websocket: WS };
