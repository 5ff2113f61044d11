package webtest

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// AndroidTablet is the user agent of Chrome on an Android tablet.
const AndroidTablet = "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36"

// SoftWay is how a touch keyboard hands its text to the page.
type SoftWay int

const (
	// Inserted text comes whole, as a swiped word or a suggestion
	// does: one input event.
	Inserted SoftWay = iota
	// Composed text grows letter by letter in an IME's composition,
	// then is committed, as Gboard types a word.
	Composed
	// Unidentified text comes a letter at a time, each after a keydown
	// "Unidentified" (keyCode 229), as Android keyboards send it.
	Unidentified
)

// String names the way for test names.
func (w SoftWay) String() string {
	return [...]string{"inserted", "composed", "unidentified"}[w]
}

// UserAgent makes the tab tell the pages it opens that it is another
// browser; call it before Open. Only Chromium can.
func (tb *Tablet) UserAgent(ua string) {
	tb.t.Helper()
	_, err := chromedp.Call(tb.chromium(), emulation.SetUserAgentOverride, emulation.SetUserAgentOverrideParams{UserAgent: ua})
	tb.check(err)
}

// chromium returns the tab's chromedp context, and fails the test in an
// engine without the DevTools protocol.
func (tb *Tablet) chromium() context.Context {
	tb.t.Helper()
	if tb.Ctx == nil {
		tb.t.Fatalf("this step needs Chromium's DevTools protocol, not %s", tb.Engine)
	}
	return tb.Ctx
}

// FieldFocused reports whether the page's text field, the one a touch
// keyboard types into, has the focus: whether the keyboard is up.
func (tb *Tablet) FieldFocused() bool {
	tb.t.Helper()
	return Eval[bool](tb, `document.activeElement !== null && document.activeElement.id === "dummyEntry"`)
}

// SoftType types text as a touch keyboard does, the way given, into the
// field that has the focus. Chromium types through its own input methods
// (DevTools' Input.insertText and Input.imeSetComposition). WebKitGTK's
// WebDriver has no way into an input method, so there the page is handed
// the events a touch keyboard would make, from a script (softKeyboard):
// they are untrusted, but they reach the app's bridge through WebKit's own
// DOM, in a touch keyboard's order.
func (tb *Tablet) SoftType(text string, way SoftWay) {
	tb.t.Helper()
	tb.TypeAhead(text, way)
	tb.settle()
}

// TypeAhead types as SoftType does and goes on at once, without waiting
// for the app to take the text: a table that types faster than a slow
// tablet draws.
func (tb *Tablet) TypeAhead(text string, way SoftWay) {
	tb.t.Helper()
	if tb.Ctx == nil {
		arg, _ := json.Marshal(text)
		if !Eval[bool](tb, fmt.Sprintf("(%s)(%s, %q)", softKeyboard, arg, way)) {
			tb.t.Fatalf("%s: no text field has the focus to type %q in", tb.Engine, text)
		}
		return
	}
	ctx := tb.chromium()
	tb.check(func() error {
		switch way {
		case Inserted:
			_, err := chromedp.Call(ctx, input.InsertText, input.InsertTextParams{Text: text})
			return err
		case Composed:
			runes := []rune(text)
			for i := 1; i <= len(runes); i++ {
				part := string(runes[:i])
				n := int64(len(utf16.Encode([]rune(part))))
				if _, err := chromedp.Call(ctx, input.ImeSetComposition, input.ImeSetCompositionParams{Text: part, SelectionStart: n, SelectionEnd: n}); err != nil {
					return err
				}
			}
			_, err := chromedp.Call(ctx, input.InsertText, input.InsertTextParams{Text: text})
			return err
		default:
			for _, r := range text {
				for _, step := range []func() error{
					func() error {
						return dispatchKey(ctx, input.DispatchKeyEventTypeKeyDown, "Unidentified", "", 229, 0, "")
					},
					func() error {
						_, err := chromedp.Call(ctx, input.InsertText, input.InsertTextParams{Text: string(r)})
						return err
					},
					func() error { return dispatchKey(ctx, input.DispatchKeyEventTypeKeyUp, "Unidentified", "", 229, 0, "") },
				} {
					if err := step(); err != nil {
						return err
					}
				}
			}
			return nil
		}
	}())
}

// softKeyboard types a text into the page's focused text field as a touch
// keyboard does, a way given by its name: "inserted" whole, "composed"
// letter by letter in a composition that is then committed, or
// "unidentified" a letter at a time, each between a keydown and a keyup
// "Unidentified" (keyCode 229). It returns false when no text field has
// the focus.
const softKeyboard = `(text, way) => {
  const f = document.activeElement;
  if (!f || f.tagName !== "INPUT") return false;
  // Puts s in place of the selection, or of the composition's text.
  const put = (s, type, composing, from) => {
    const start = from === undefined ? f.selectionStart : from, end = f.selectionEnd;
    if (!f.dispatchEvent(new InputEvent("beforeinput", {inputType: type, data: s, isComposing: composing, bubbles: true, cancelable: true}))) return;
    f.value = f.value.slice(0, start) + s + f.value.slice(end);
    f.setSelectionRange(start + s.length, start + s.length);
    f.dispatchEvent(new InputEvent("input", {inputType: type, data: s, isComposing: composing, bubbles: true}));
  };
  const key = (type) => {
    const ev = new KeyboardEvent(type, {key: "Unidentified", bubbles: true, cancelable: true});
    Object.defineProperty(ev, "keyCode", {value: 229});
    Object.defineProperty(ev, "which", {value: 229});
    f.dispatchEvent(ev);
  };
  const letters = [...text];
  if (way === "inserted") {
    put(text, "insertText", false);
  } else if (way === "composed") {
    const from = f.selectionStart;
    f.dispatchEvent(new CompositionEvent("compositionstart", {data: "", bubbles: true}));
    for (let i = 1; i <= letters.length; i++) {
      const part = letters.slice(0, i).join("");
      f.dispatchEvent(new CompositionEvent("compositionupdate", {data: part, bubbles: true}));
      put(part, "insertCompositionText", true, from);
    }
    f.dispatchEvent(new CompositionEvent("compositionend", {data: text, bubbles: true}));
  } else {
    for (const letter of letters) {
      key("keydown");
      put(letter, "insertText", false);
      key("keyup");
    }
  }
  return true;
}`

// HardType types text key by key on a hardware keyboard. In Chromium,
// Latin letters come from a US layout, Cyrillic from the Russian and
// Ukrainian ones (the same physical keys, ЙЦУКЕН), other characters as
// keys of their own; in WebKit, as WebDriver's key actions send them.
func (tb *Tablet) HardType(text string) {
	tb.t.Helper()
	if tb.WebDriver != nil {
		tb.check(tb.WebDriver.Keys(text))
		tb.settle()
		return
	}
	ctx := tb.chromium()
	tb.check(func() error {
		for _, r := range text {
			code, shift := physicalKey(r)
			var mods int64
			if shift {
				mods = 8
			}
			key := string(r)
			if err := dispatchKey(ctx, input.DispatchKeyEventTypeKeyDown, key, key, code, mods, ""); err != nil {
				return err
			}
			if err := dispatchKey(ctx, input.DispatchKeyEventTypeKeyUp, key, "", code, mods, ""); err != nil {
				return err
			}
			time.Sleep(5 * time.Millisecond)
		}
		return nil
	}())
	tb.settle()
}

// Press presses and releases a named key, such as "Enter" or "Backspace".
func (tb *Tablet) Press(key string) {
	tb.t.Helper()
	codes := map[string]int64{"Enter": 13, "Backspace": 8, "Escape": 27, "Tab": 9, "ArrowLeft": 37, "ArrowRight": 39}
	code, ok := codes[key]
	if !ok {
		tb.t.Fatalf("no key %q", key)
	}
	if tb.WebDriver != nil {
		special := map[string]string{"Enter": "\ue007", "Backspace": "\ue003", "Escape": "\ue00c", "Tab": "\ue004", "ArrowLeft": "\ue012", "ArrowRight": "\ue014"}
		tb.check(tb.WebDriver.Keys(special[key]))
		tb.settle()
		return
	}
	text := ""
	if key == "Enter" {
		text = "\r"
	}
	ctx := tb.chromium()
	tb.check(func() error {
		if err := dispatchKey(ctx, input.DispatchKeyEventTypeKeyDown, key, text, code, 0, key); err != nil {
			return err
		}
		return dispatchKey(ctx, input.DispatchKeyEventTypeKeyUp, key, "", code, 0, key)
	}())
	tb.settle()
}

// dispatchKey sends one key event to the page.
func dispatchKey(ctx context.Context, typ input.DispatchKeyEventType, key, text string, code, mods int64, domCode string) error {
	_, err := chromedp.Call(ctx, input.DispatchKeyEvent, input.DispatchKeyEventParams{
		Type: typ, Key: key, Text: text, UnmodifiedText: text, Code: domCode,
		WindowsVirtualKeyCode: code, NativeVirtualKeyCode: code, Modifiers: mods,
	})
	return err
}

// The rows of a keyboard, US and ЙЦУКЕН (Russian, then the Ukrainian
// letters on the keys where Russian has others), key by key.
const (
	usKeys        = "qwertyuiop[]asdfghjkl;'zxcvbnm,."
	russianKeys   = "йцукенгшщзхъфывапролджэячсмитьбю"
	ukrainianKeys = "йцукенгшщзхїфівапролджєячсмитьбю"
)

// physicalKey returns the Windows key code of the key that types r, and
// whether Shift is held for it.
func physicalKey(r rune) (code int64, shift bool) {
	lower := unicode.ToLower(r)
	shift = lower != r
	for _, row := range []string{usKeys, russianKeys, ukrainianKeys} {
		if i := strings.IndexRune(row, lower); i >= 0 {
			return usKeyCode(rune(usKeys[utf8.RuneCountInString(row[:i])])), shift
		}
	}
	switch {
	case r == ' ':
		return 32, false
	case r >= '0' && r <= '9':
		return int64(r), false
	}
	return 0, false
}

// usKeyCode returns the Windows key code of a key of the US layout.
func usKeyCode(r rune) int64 {
	if r >= 'a' && r <= 'z' {
		return int64(r - 'a' + 'A')
	}
	return map[rune]int64{'[': 219, ']': 221, ';': 186, '\'': 222, ',': 188, '.': 190}[r]
}

// Saves returns the app's saved files by name, as their text: the
// roster, the settings and the games.
func (tb *Tablet) Saves() map[string]string {
	tb.t.Helper()
	return Eval[map[string]string](tb, "tablecompanion.saves()")
}
