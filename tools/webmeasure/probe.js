// Injected by tools/webmeasure before the page's own scripts, in the app's
// page and bare Fyne's alike: it marks the start-up's phases, keeps the wasm
// memory, and records each frame the page draws, for the tap latency.
(() => {
  const mark = (name) => {
    if (!performance.getEntriesByName(name).length) performance.mark(name);
  };
  const tc = { frames: [], touchEnd: 0, mem: null };
  window.__tc = tc;
  const keep = (p) => p.then((r) => {
    mark("tc-instantiated");
    tc.mem = (r.instance || r).exports.mem;
    return r;
  });
  const streaming = WebAssembly.instantiateStreaming;
  if (streaming) {
    WebAssembly.instantiateStreaming = function (...args) { return keep(streaming.apply(this, args)); };
  }
  const plain = WebAssembly.instantiate;
  WebAssembly.instantiate = function (...args) { return keep(plain.apply(this, args)); };
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
    if (String(type).startsWith("webgl")) mark("tc-canvas");
    return getContext.call(this, type, ...rest);
  };
  // A frame is the draw calls of one task: it starts with the first and
  // ends when the task does.
  let frame = null;
  const after = new MessageChannel();
  after.port1.onmessage = () => {
    frame.end = performance.now();
    frame = null;
    if (tc.frames.length === 1) {
      mark("tc-first-frame-done");
      requestAnimationFrame(() => mark("tc-frame-shown"));
    }
  };
  for (const gl of [window.WebGLRenderingContext, window.WebGL2RenderingContext]) {
    if (!gl) continue;
    // Fyne clears the canvas before it draws a frame: a clear after a
    // draw call in the same task is the whole picture drawn again, of
    // which the page shows only the last.
    const clear = gl.prototype.clear;
    gl.prototype.clear = function (...args) {
      if (frame) frame.again++;
      return clear.apply(this, args);
    };
    for (const name of ["drawArrays", "drawElements"]) {
      const original = gl.prototype[name];
      gl.prototype[name] = function (...args) {
        if (!frame) {
          mark("tc-first-draw");
          frame = { start: performance.now(), calls: 0, again: 0, end: 0 };
          tc.frames.push(frame);
          if (tc.frames.length > 2000) tc.frames.splice(0, 1000);
          after.port2.postMessage(null);
        }
        frame.calls++;
        return original.apply(this, args);
      };
    }
  }
  addEventListener("touchend", (e) => { tc.touchEnd = e.timeStamp; }, { capture: true });
  // The page's audio context, to tell whether it runs.
  const Audio = window.AudioContext;
  if (Audio) {
    window.AudioContext = class extends Audio {
      constructor(...args) {
        super(...args);
        tc.audio = this;
      }
    };
  }
  tc.audioState = () => (tc.audio ? tc.audio.state : "none");
  tc.memory = () => (tc.mem ? tc.mem.buffer.byteLength : 0);
  // since returns the frames that started from ms after the last touch's
  // release (before it, if negative) to two seconds after it.
  const since = (ms) => tc.frames.filter((f) => f.start >= tc.touchEnd + ms && f.start < tc.touchEnd + 2000);
  // burst lists the frames from a second before the release, each as its
  // start and end from the release, its draw calls and its pictures drawn
  // again.
  tc.burst = () => since(-1000)
    .map((f) => [Math.round(f.start - tc.touchEnd), Math.round(f.end - tc.touchEnd), f.calls, f.again]);
  // tap returns the time from the last touch's release to the end of the
  // frame that answered it: the frame with the most draw calls (a new
  // screen, not an animation's step) among those within two seconds after it,
  // the first such; 0 while none has ended.
  tc.tap = () => {
    const burst = since(0);
    if (!burst.length || burst.some((f) => !f.end)) return 0;
    let best = burst[0];
    for (const f of burst) if (f.calls > best.calls) best = f;
    return best.end - tc.touchEnd;
  };
})();
