// Command webserve serves the web build of the app (out/web, made by
// ./run.sh web) to the tablets on the local network: it prints the
// addresses to open, with a QR code of the first for the tablet's camera.
// It serves the plain files of that folder and nothing else of the machine.
//
//	go run ./tools/webserve [-addr :8080] [-dir out/web]
package main

import (
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"log"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"tablecompanion/app/link"
)

func main() {
	addr := flag.String("addr", ":8080", "the address to listen on")
	dir := flag.String("dir", "out/web", "the folder of the web build")
	flag.Parse()
	if err := serve(*addr, *dir); err != nil {
		fmt.Fprintln(os.Stderr, "webserve:", err)
		os.Exit(1)
	}
}

func serve(addr, dir string) error {
	if _, err := os.Stat(filepath.Join(dir, "index.html")); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("%s has no web build: run ./run.sh web", dir)
		}
		return err
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return err
	}
	defer root.Close()
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	port := ln.Addr().(*net.TCPAddr).Port
	urls := addresses(addr, port)
	fmt.Printf("Serving %s. Open on the tablet, on the same network:\n\n", dir)
	for _, u := range urls {
		fmt.Println("  " + u)
	}
	if code, err := terminalQR(urls[0]); err == nil {
		fmt.Printf("\n%s\n", code)
	}
	fmt.Print(afterwards(urls[0]))
	srv := &http.Server{
		Handler:           greeter(site{root: root}),
		ReadHeaderTimeout: 10 * time.Second,
	}
	return srv.Serve(ln)
}

// afterwards says what to do on the tablet once the app shows: a browser
// keeps a page offline only in a secure context, which a plain http://
// address on the network is not, unless Chrome is told to take it as one.
func afterwards(url string) string {
	origin := strings.TrimSuffix(url, "/")
	if strings.HasPrefix(origin, "http://127.") || strings.HasPrefix(origin, "http://localhost") {
		return "Then \"Add to Home screen\"; after that the app starts with no network. Ctrl+C stops the server.\n"
	}
	return "To keep the app offline, first tell Chrome on the tablet that this address is safe:\n" +
		"open chrome://flags/#unsafely-treat-insecure-origin-as-secure, enter " + origin + ",\n" +
		"choose Enabled and Relaunch. Then \"Add to Home screen\": it starts with no network.\n" +
		"Ctrl+C stops the server.\n"
}

// addresses are the URLs that reach the server: for a listener on every
// interface, one for each IPv4 address of the machine other than the
// loopback, link-local ones last; for a listener on one address, that one.
func addresses(addr string, port int) []string {
	host, _, _ := net.SplitHostPort(addr)
	ips := []net.IP{net.ParseIP(host)}
	if host == "" || ips[0] == nil || ips[0].IsUnspecified() {
		ips = link.LANIPv4()
	}
	if len(ips) == 0 {
		ips = []net.IP{net.IPv4(127, 0, 0, 1)}
	}
	urls := make([]string, 0, len(ips))
	for _, ip := range ips {
		urls = append(urls, "http://"+net.JoinHostPort(ip.String(), fmt.Sprint(port))+"/")
	}
	return urls
}

// greeter says on the terminal when a device asks for the app the first
// time, so that whoever set up the tablet sees that it reached the server.
func greeter(next http.Handler) http.Handler {
	var seen sync.Map
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		host, _, err := net.SplitHostPort(r.RemoteAddr)
		if err == nil {
			if _, old := seen.LoadOrStore(host, true); !old {
				log.Printf("%s opened the app", host)
			}
		}
		next.ServeHTTP(w, r)
	})
}
