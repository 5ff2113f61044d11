//go:build js && wasm

package bridge

import (
	_ "embed"
	"syscall/js"
)

// The fallback's silent video: four seconds of a black 16×16 picture with
// a silent sound track, looped, in the two formats between which every
// tablet's browser plays one. Made with ffmpeg 5.1 from its test sources:
//
//	ffmpeg -f lavfi -i color=c=black:s=16x16:r=2 -f lavfi -i anullsrc=r=8000:cl=mono -t 4 \
//	  -c:v libx264 -preset veryslow -tune stillimage -pix_fmt yuv420p -profile:v baseline \
//	  -c:a aac -b:a 8k -shortest -map_metadata -1 -fflags +bitexact -flags:v +bitexact \
//	  -flags:a +bitexact -movflags +faststart awake.mp4
//	ffmpeg -f lavfi -i color=c=black:s=16x16:r=2 -f lavfi -i anullsrc=r=8000:cl=mono -t 4 \
//	  -c:v libvpx -b:v 1k -c:a libopus -b:a 6k -shortest -map_metadata -1 -fflags +bitexact awake.webm
var (
	//go:embed awake/awake.mp4
	awakeMP4 []byte
	//go:embed awake/awake.webm
	awakeWebM []byte
)

// Waker keeps a tablet's screen on with the Screen Wake Lock where
// the page may ask for it, which is only in a secure context (https, or
// the tablet's own localhost). On the plain http:// address ./run.sh web
// prints, navigator.wakeLock is missing, and a lock can also be refused;
// then a silent video plays, looped, inline and muted, in a corner of the
// page, since browsers keep the screen on while a video plays. A page that
// goes hidden loses its lock (and its video pauses), so both are taken
// again when it shows.
//
// The state is on the page for the browser tests: the root element's
// data-awake is "wake-lock", "video" or empty.
type Waker struct {
	logf func(format string, args ...any)
	on   bool
	// lock is the WakeLockSentinel held, or undefined.
	lock js.Value
	// video is the fallback's, made the first time it is needed.
	video js.Value
	// waiting is set while a refused lock waits for the next touch or key
	// to be asked for again; retried once it has been.
	waiting, retried bool
	// The callbacks live as long as the app, so that none is ever called
	// after its release.
	locked, refused, visible, played, unplayed, again js.Func
}

// NewWaker returns the tablet's waker; logf hears what it does.
func NewWaker(logf func(format string, args ...any)) *Waker {
	w := &Waker{logf: logf, lock: js.Undefined(), video: js.Undefined()}
	w.locked = js.FuncOf(func(_ js.Value, args []js.Value) any {
		if w.lock.Truthy() {
			w.lock.Call("release")
		}
		w.lock = args[0]
		w.retried = false
		if !w.on {
			w.releaseLock()
			return nil
		}
		w.show("wake-lock")
		return nil
	})
	w.refused = js.FuncOf(func(_ js.Value, args []js.Value) any {
		why := js.Global().Get("String").Invoke(args[0]).String()
		// A page the table has not touched since it loaded, as after a
		// reload, is refused the lock until it is touched: ask again then,
		// once, before turning to the video.
		if args[0].Get("name").String() == "NotAllowedError" && !w.retried {
			if !w.waiting {
				w.logf("no screen wake lock yet (%s): asked again at the next touch", why)
				w.waiting = true
				doc := js.Global().Get("document")
				for _, event := range []string{"pointerdown", "keydown"} {
					doc.Call("addEventListener", event, w.again, map[string]any{"once": true, "capture": true})
				}
			}
			return nil
		}
		w.logf("no screen wake lock (%s): a silent video keeps the screen on", why)
		if w.on {
			w.play()
		}
		return nil
	})
	w.again = js.FuncOf(func(js.Value, []js.Value) any {
		if !w.waiting {
			return nil
		}
		w.waiting, w.retried = false, true
		if w.on {
			w.acquire()
		}
		return nil
	})
	w.played = js.FuncOf(func(js.Value, []js.Value) any {
		if w.on {
			w.show("video")
		}
		return nil
	})
	w.unplayed = js.FuncOf(func(_ js.Value, args []js.Value) any {
		w.logf("the screen may dim: the silent video did not play (%s)", js.Global().Get("String").Invoke(args[0]).String())
		return nil
	})
	w.visible = js.FuncOf(func(js.Value, []js.Value) any {
		if w.on && js.Global().Get("document").Get("visibilityState").String() == "visible" {
			w.acquire()
		}
		return nil
	})
	js.Global().Get("document").Call("addEventListener", "visibilitychange", w.visible)
	return w
}

// Hold takes the wake lock, or plays the video.
func (w *Waker) Hold(string) {
	w.on = true
	w.acquire()
}

// Release lets the lock go and stops the video.
func (w *Waker) Release() {
	w.on = false
	w.releaseLock()
	if w.video.Truthy() {
		w.video.Call("pause")
	}
	w.show("")
}

// acquire asks for the wake lock where there is one, else plays the video.
func (w *Waker) acquire() {
	wakeLock := js.Global().Get("navigator").Get("wakeLock")
	if !wakeLock.Truthy() {
		w.play()
		return
	}
	wakeLock.Call("request", "screen").Call("then", w.locked, w.refused)
}

// releaseLock lets the lock held go.
func (w *Waker) releaseLock() {
	if w.lock.Truthy() {
		w.lock.Call("release")
		w.lock = js.Undefined()
	}
}

// play starts the silent video, making it the first time.
func (w *Waker) play() {
	if !w.video.Truthy() {
		w.video = silentVideo()
	}
	w.video.Call("play").Call("then", w.played, w.unplayed)
}

// silentVideo makes the fallback's video: muted, inline, looped, one
// pixel in the page's corner, never in the way of a touch.
func silentVideo() js.Value {
	doc := js.Global().Get("document")
	video := doc.Call("createElement", "video")
	for _, attr := range []string{"muted", "playsinline", "loop"} {
		video.Call("setAttribute", attr, "")
	}
	video.Set("muted", true)
	video.Set("loop", true)
	video.Set("playsInline", true)
	video.Call("setAttribute", "aria-hidden", "true")
	video.Get("style").Set("cssText", "position:fixed;left:0;top:0;width:1px;height:1px;opacity:0.01;pointer-events:none")
	for _, src := range []struct {
		data []byte
		kind string
	}{{awakeMP4, "video/mp4"}, {awakeWebM, "video/webm"}} {
		bytes := js.Global().Get("Uint8Array").New(len(src.data))
		js.CopyBytesToJS(bytes, src.data)
		blob := js.Global().Get("Blob").New([]any{bytes}, map[string]any{"type": src.kind})
		source := doc.Call("createElement", "source")
		source.Set("type", src.kind)
		source.Set("src", js.Global().Get("URL").Call("createObjectURL", blob))
		video.Call("appendChild", source)
	}
	doc.Get("body").Call("appendChild", video)
	return video
}

// show puts the state on the page's root element.
func (w *Waker) show(state string) {
	js.Global().Get("document").Get("documentElement").Get("dataset").Set("awake", state)
}
