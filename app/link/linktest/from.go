//go:build !js

package linktest

import (
	"context"
	"net"
	"net/http"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// DialFrom joins the link from a local address of the loopback's, such as
// 127.0.0.2, as another machine on the Wi-Fi would: the link sees that
// address. An empty from lets the system choose.
func DialFrom(t *testing.T, url, code, from string) (*Client, error) {
	conn, err := Socket(url, code, from)
	if err != nil {
		return nil, err
	}
	return answer(t, conn), nil
}

// Socket opens a socket on the link at the page's URL with the code, from
// the local address from unless it is empty, and reads nothing from it:
// a phone that stops reading, unless its caller reads.
func Socket(url, code, from string) (*websocket.Conn, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, socketURL(url, code), &websocket.DialOptions{HTTPClient: HTTPFrom(from)})
	return conn, err
}

// HTTPFrom is an HTTP client whose connections come from the local
// address from, or from where the system chooses when it is empty; it
// keeps no connection open between requests. Its requests are bounded by
// their contexts.
func HTTPFrom(from string) *http.Client {
	d := &net.Dialer{Timeout: 5 * time.Second}
	if from != "" {
		d.LocalAddr = &net.TCPAddr{IP: net.ParseIP(from)}
	}
	return &http.Client{Transport: &http.Transport{DialContext: d.DialContext, DisableKeepAlives: true}}
}
