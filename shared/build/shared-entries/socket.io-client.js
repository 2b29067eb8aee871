// The shared `socket.io-client`: `io`, the one name the apps use, without the transport classes the
// package re-exports. Read by file path through @dating/build's own dependency, like the others.
export { io } from '../node_modules/socket.io-client/build/esm/index.js';
