package webtest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// clobbers is a program whose signal handlers leave errno changed, as
// JavaScriptCore's handler that stops a thread does, and which says what
// errno is after each signal, and whether asking for a handler gives back
// the one it installed.
const clobbers = `#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
static void withInfo(int s, siginfo_t *i, void *c) { errno = EINTR; }
static void plain(int s) { errno = EPERM; }
int main(void) {
	struct sigaction a, b, got;
	memset(&a, 0, sizeof a); a.sa_sigaction = withInfo; a.sa_flags = SA_SIGINFO;
	memset(&b, 0, sizeof b); b.sa_handler = plain;
	sigaction(SIGUSR1, &a, NULL);
	sigaction(SIGUSR2, &b, NULL);
	sigaction(SIGUSR1, NULL, &got);
	errno = 0; raise(SIGUSR1); int e1 = errno;
	errno = 0; raise(SIGUSR2); int e2 = errno;
	printf("%d %d %d\n", e1, e2, got.sa_sigaction == withInfo);
	return 0;
}
`

func TestTheErrnoShimKeepsErrnoAcrossSignalHandlers(t *testing.T) {
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Skip("no C compiler")
	}
	dir := t.TempDir()
	shim, err := errnoShim(dir)
	if err != nil {
		t.Fatal(err)
	}
	src, prog := filepath.Join(dir, "clobbers.c"), filepath.Join(dir, "clobbers")
	if err := os.WriteFile(src, []byte(clobbers), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("gcc", "-o", prog, src).CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	run := func(env ...string) string {
		cmd := exec.Command(prog)
		cmd.Env = append(os.Environ(), env...)
		out, err := cmd.Output()
		if err != nil {
			t.Fatal(err)
		}
		return strings.TrimSpace(string(out))
	}
	// EINTR is 4 and EPERM 1 on Linux; the last number says whether the
	// program is told of its own handler.
	if got := run(); got != "4 1 1" {
		t.Fatalf("without the shim the handlers leave errno at %q, want \"4 1 1\": the test program proves nothing", got)
	}
	if got := run("LD_PRELOAD=" + shim); got != "0 0 1" {
		t.Fatalf("with the shim errno after the handlers is %q, want \"0 0 1\"", got)
	}
}
