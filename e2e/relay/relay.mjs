// A Nostr relay on 127.0.0.1 for the live table's tests: the public relays cannot be
// reached from the test machines. It keeps no events (the handshake's are ephemeral) and
// prints "ready <port>" once it listens. Usage: node relay.mjs [port] (0: any free port).
import common from "@nostr-relay/common";
import core from "@nostr-relay/core";
import validator from "@nostr-relay/validator";
import { WebSocketServer } from "ws";

/** Storage that keeps nothing: enough for ephemeral events, which a relay only passes on. */
class KeepNothing extends common.EventRepository {
  isSearchSupported() { return false; }
  upsert() { return { isDuplicate: false }; }
  find() { return []; }
  async destroy() {}
}

const relay = new core.NostrRelay(new KeepNothing());
const check = new validator.Validator();
const server = new WebSocketServer({ host: "127.0.0.1", port: Number(process.argv[2] || 0) });
server.on("connection", (socket) => {
  relay.handleConnection(socket);
  socket.on("message", async (data) => {
    try {
      await relay.handleMessage(socket, await check.validateIncomingMessage(data));
    } catch (err) {
      socket.send(JSON.stringify(common.createOutgoingNoticeMessage(err.message)));
    }
  });
  socket.on("close", () => relay.handleDisconnect(socket));
  socket.on("error", () => {});
});
server.on("listening", () => console.log(`ready ${server.address().port}`));
