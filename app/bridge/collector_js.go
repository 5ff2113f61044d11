//go:build js && wasm

package bridge

import (
	"runtime/debug"
	"runtime/metrics"
	"syscall/js"
	"time"
)

// holdCollector holds Go's collector from each pointer's press, a finger's
// or the mouse's, until a while after its lift (collectorHold), and tells
// ended when a hold has ended.
func holdCollector(ended func()) {
	h := &collectorHold{
		percent:   debug.SetGCPercent,
		limit:     debug.SetMemoryLimit,
		taken:     memoryTaken,
		ended:     ended,
		afterLift: 600 * time.Millisecond,
		atMost:    2 * time.Second,
		headroom:  32 << 20,
	}
	doc := js.Global().Get("document")
	opts := js.ValueOf(map[string]any{"capture": true, "passive": true})
	for event, f := range map[string]func(){"pointerdown": h.press, "pointerup": h.lift, "pointercancel": h.lift} {
		doc.Call("addEventListener", event, js.FuncOf(func(js.Value, []js.Value) any {
			f()
			return nil
		}), opts)
	}
}

// memoryTaken reads the memory the program has taken and not given back,
// as the memory limit counts it.
func memoryTaken() uint64 {
	s := []metrics.Sample{{Name: "/memory/classes/total:bytes"}, {Name: "/memory/classes/heap/released:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64() - s[1].Value.Uint64()
}
