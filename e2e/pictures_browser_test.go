//go:build browser && !e2e

package e2e

import (
	"testing"

	"tablecompanion/tools/webtest"
)

// countPictures has the page count, for each task in which it draws, how
// many times it drew the whole picture: Fyne clears the canvas before each
// picture, so a clear after a draw call in the same task is a second one.
// tablecompanion_pictures() returns the most pictures a task drew since it
// was last asked.
const countPictures = `(() => {
  let task = null, most = 0;
  const done = new MessageChannel();
  done.port1.onmessage = () => { most = Math.max(most, task.pictures); task = null; };
  const begin = () => {
    if (!task) { task = {pictures: 1, drawn: false}; done.port2.postMessage(null); }
  };
  for (const gl of [window.WebGLRenderingContext, window.WebGL2RenderingContext]) {
    if (!gl) continue;
    const clear = gl.prototype.clear;
    gl.prototype.clear = function (...args) {
      if (task && task.drawn) { task.pictures++; task.drawn = false; }
      return clear.apply(this, args);
    };
    for (const name of ["drawArrays", "drawElements"]) {
      const draw = gl.prototype[name];
      gl.prototype[name] = function (...args) { begin(); task.drawn = true; return draw.apply(this, args); };
    }
  }
  window.tablecompanion_pictures = () => { const m = most; most = 0; return m; };
  return true;
})()`

// TestATapThatOpensAScreenDrawsItInOnePicture opens a game, its play and
// the home screen again by touch, and starts a Keep Watch challenge, and
// checks that the page drew the whole
// picture once in each frame. Fyne gives new objects their canvas and lays
// out those whose least size changed at the start of a frame; a new icon,
// or a scroll whose content grew, then marked the window to be drawn
// again, and the page drew two pictures in the frame of every such tap,
// each about 50 ms on a tablet at ×4. Dixit's Score the round still draws
// two at times, from another cause.
func TestATapThatOpensAScreenDrawsItInOnePicture(t *testing.T) {
	inEngines(t, func(t *testing.T, tb *webtest.Tablet) {
		tb.Open(false)
		tb.AddPlayers("Ann", "Bob", "Cy", "Dee")
		if !webtest.Eval[bool](tb, countPictures) {
			t.Fatal("the page's counter did not start")
		}
		check := func(what string) {
			t.Helper()
			if n := webtest.Eval[int](tb, "tablecompanion_pictures()"); n > 1 {
				t.Errorf("%s: the page drew %d pictures in one frame", what, n)
			}
		}
		for _, game := range []string{"Dixit", "Spyfall 2", "Keep Watch"} {
			tb.Tap(game, 0)
			tb.Until(game+"'s setup", func() bool { return tb.Shows("Start the game") })
			check("the " + game + " tile")
			tb.Tap("Start the game", 0)
			tb.Until(game+"'s play", func() bool { return !tb.Shows("Start the game") })
			check(game + "'s Start the game")
			if game == "Keep Watch" {
				// A move of the screen's own, outside the match's record.
				tb.Tap("Start the challenge", 0)
				tb.Until("the count's end", func() bool { return tb.Shows("GO!") })
				check("Keep Watch's Start the challenge and its count")
			}
			tb.Home()
			check("Home from " + game)
		}
	})
}
