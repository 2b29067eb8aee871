/**
 * jsdom 26 has no Fetch API: this environment adds Node's own Request and Response so tests can
 * mock `fetch` at the network edge and answer with real responses. `fetch` itself stays absent,
 * so a test that forgets to mock the network fails loudly instead of calling out.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchClassesEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Request, Response });
  }
}

module.exports = JsdomWithFetchClassesEnvironment;
