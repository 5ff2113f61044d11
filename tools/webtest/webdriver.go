package webtest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"
)

// WebDriver is a session of a W3C WebDriver server, spoken to over HTTP
// with the few commands the tests need: navigation, scripts, input
// actions, window size and screenshots.
type WebDriver struct {
	// URL is the session's address, such as
	// http://127.0.0.1:4444/session/1234.
	URL    string
	client *http.Client
}

// NewSession asks the WebDriver server at base for a session with the
// capabilities.
func NewSession(base string, capabilities map[string]any) (*WebDriver, error) {
	wd := &WebDriver{URL: strings.TrimSuffix(base, "/"), client: &http.Client{Timeout: 2 * time.Minute}}
	var reply struct {
		SessionID string `json:"sessionId"`
	}
	if err := wd.command(http.MethodPost, "/session", map[string]any{"capabilities": map[string]any{"alwaysMatch": capabilities}}, &reply); err != nil {
		return nil, err
	}
	if reply.SessionID == "" {
		return nil, errors.New("webdriver: no session id in the reply")
	}
	wd.URL += "/session/" + reply.SessionID
	return wd, nil
}

// Error is an error the WebDriver server answered with.
type Error struct {
	// Code is the W3C error code, such as "javascript error".
	Code string `json:"error"`
	// Message is the server's explanation.
	Message string `json:"message"`
}

func (e *Error) Error() string { return "webdriver: " + e.Code + ": " + e.Message }

// command sends one command to the server (path relative to the server
// for /session, to the session otherwise) and decodes the reply's value
// into out, unless out is nil.
func (wd *WebDriver) command(method, path string, body, out any) error {
	url := wd.URL + path
	var payload io.Reader
	if body != nil {
		data, err := json.Marshal(body)
		if err != nil {
			return err
		}
		payload = bytes.NewReader(data)
	}
	req, err := http.NewRequest(method, url, payload)
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json; charset=utf-8")
	resp, err := wd.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	var reply struct {
		Value json.RawMessage `json:"value"`
	}
	if err := json.Unmarshal(data, &reply); err != nil {
		return fmt.Errorf("webdriver: %s %s: HTTP %d: %s", method, path, resp.StatusCode, data)
	}
	if resp.StatusCode != http.StatusOK {
		e := &Error{}
		if json.Unmarshal(reply.Value, e) != nil || e.Code == "" {
			return fmt.Errorf("webdriver: %s %s: HTTP %d: %s", method, path, resp.StatusCode, data)
		}
		return e
	}
	if out == nil {
		return nil
	}
	return json.Unmarshal(reply.Value, out)
}

// Quit ends the session, which closes the browser.
func (wd *WebDriver) Quit() error {
	return wd.command(http.MethodDelete, "", nil, nil)
}

// Navigate loads a page and waits for its load event.
func (wd *WebDriver) Navigate(url string) error {
	return wd.command(http.MethodPost, "/url", map[string]any{"url": url}, nil)
}

// Reload reloads the page and waits for its load event.
func (wd *WebDriver) Reload() error {
	return wd.command(http.MethodPost, "/refresh", map[string]any{}, nil)
}

// scriptError marks a value a script sends back when it failed, so that
// Evaluate can tell a thrown error from a value.
const scriptError = "__webtestError"

// Evaluate evaluates a JavaScript expression on the page, waits for it
// when it is a promise, and returns its value as JSON.
func (wd *WebDriver) Evaluate(expr string) (json.RawMessage, error) {
	script := `const done = arguments[arguments.length - 1];
Promise.resolve().then(() => (` + expr + `)).then(
  (v) => done(v === undefined ? null : v),
  (e) => done({"` + scriptError + `": String(e && e.stack ? e.stack : e)}));`
	var v json.RawMessage
	if err := wd.command(http.MethodPost, "/execute/async", map[string]any{"script": script, "args": []any{}}, &v); err != nil {
		return nil, err
	}
	var failed map[string]any
	if json.Unmarshal(v, &failed) == nil {
		if msg, ok := failed[scriptError]; ok {
			return nil, fmt.Errorf("%s: %v", expr, msg)
		}
	}
	return v, nil
}

// Actions performs input actions: a list of input sources, each with its
// list of actions, as the W3C "Perform Actions" command takes them.
func (wd *WebDriver) Actions(sources ...map[string]any) error {
	return wd.command(http.MethodPost, "/actions", map[string]any{"actions": sources}, nil)
}

// ReleaseActions lifts every key and button the actions left down.
func (wd *WebDriver) ReleaseActions() error {
	return wd.command(http.MethodDelete, "/actions", nil, nil)
}

// Keys presses and releases each key in turn: a character (one code
// point, in any script) or one of WebDriver's special keys such as
// "\ue007" for Enter.
func (wd *WebDriver) Keys(text string) error {
	var actions []map[string]any
	for _, r := range text {
		actions = append(actions,
			map[string]any{"type": "keyDown", "value": string(r)},
			map[string]any{"type": "keyUp", "value": string(r)})
	}
	return wd.Actions(map[string]any{"type": "key", "id": "keyboard", "actions": actions})
}

// WindowRect sets the size of the browser's window.
func (wd *WebDriver) WindowRect(width, height int) error {
	return wd.command(http.MethodPost, "/window/rect", map[string]any{"width": width, "height": height}, nil)
}
