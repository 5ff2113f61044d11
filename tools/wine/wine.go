// Package wine runs the Windows build of the app under Wine for the tests:
// it makes a Wine prefix of its own, with the bcryptprimitives.dll that
// Wine 8 lacks and Go's runtime needs, builds and runs the .exe in it.
package wine

import (
	_ "embed"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// dllSource is bcryptprimitives.dll's C source: ProcessPrng, which Go
// 1.26's runtime calls at start-up, over advapi32's SystemFunction036.
//
//go:embed testdata/bcryptprimitives.c
var dllSource []byte

// CC is mingw's C compiler, which builds the DLL and the app's cgo.
const CC = "x86_64-w64-mingw32-gcc"

// Prefix is a Wine prefix: a Windows installation of its own, in a folder.
type Prefix struct {
	// Dir is the prefix's folder, WINEPREFIX.
	Dir string
}

// Check returns an error that names the Debian packages to install when
// Wine or mingw is missing.
func Check() error {
	for _, tool := range []string{"wine", "wineboot", "wineserver", CC} {
		if _, err := exec.LookPath(tool); err != nil {
			return fmt.Errorf("no %s: install the Debian packages wine64 and gcc-mingw-w64-x86-64 (scripts/deps.sh test)", tool)
		}
	}
	return nil
}

// NewPrefix makes a Wine prefix in dir, a new folder, and puts the DLL the
// Go runtime needs in its system32.
func NewPrefix(dir string) (*Prefix, error) {
	if err := Check(); err != nil {
		return nil, err
	}
	p := &Prefix{Dir: dir}
	boot := exec.Command("wineboot", "--init")
	boot.Env = p.Env(os.Environ())
	if out, err := boot.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("wineboot: %v\n%s", err, out)
	}
	// wineboot returns before the prefix's registry is written out.
	if err := p.wait(); err != nil {
		return nil, err
	}
	system32 := filepath.Join(dir, "drive_c", "windows", "system32")
	if _, err := os.Stat(system32); err != nil {
		return nil, fmt.Errorf("wineboot made no system32: %v", err)
	}
	src := filepath.Join(dir, "bcryptprimitives.c")
	if err := os.WriteFile(src, dllSource, 0o644); err != nil {
		return nil, err
	}
	cc := exec.Command(CC, "-shared", "-O2", "-o", filepath.Join(system32, "bcryptprimitives.dll"), src, "-ladvapi32")
	if out, err := cc.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("%s: %v\n%s", CC, err, out)
	}
	return p, nil
}

// Env returns env with the prefix's variables: its folder, Wine's debug
// output off, and no offer to install Mono or Gecko, which the app does not
// use and no network here could fetch.
func (p *Prefix) Env(env []string) []string {
	var out []string
	for _, kv := range env {
		switch strings.SplitN(kv, "=", 2)[0] {
		case "WINEPREFIX", "WINEDEBUG", "WINEDLLOVERRIDES", "WINEARCH":
			continue
		}
		out = append(out, kv)
	}
	return append(out, "WINEPREFIX="+p.Dir, "WINEDEBUG=-all", "WINEDLLOVERRIDES=mscoree,mshtml=")
}

// Command returns the command that runs a Windows program under Wine in
// this prefix, with env as its environment besides the prefix's own.
func (p *Prefix) Command(env []string, exe string, args ...string) *exec.Cmd {
	cmd := exec.Command("wine", append([]string{exe}, args...)...)
	cmd.Env = p.Env(env)
	return cmd
}

// AppData returns the folder that Windows programs in the prefix see as
// %APPDATA%, where Fyne keeps an app's storage.
func (p *Prefix) AppData() (string, error) {
	users, err := filepath.Glob(filepath.Join(p.Dir, "drive_c", "users", "*", "AppData", "Roaming"))
	if err != nil {
		return "", err
	}
	for _, u := range users {
		if !strings.Contains(u, string(filepath.Separator)+"Public"+string(filepath.Separator)) {
			return u, nil
		}
	}
	return "", errors.New("the prefix has no user's AppData")
}

// wait waits until the prefix's Wine server has stopped, with everything
// it ran.
func (p *Prefix) wait() error {
	cmd := exec.Command("wineserver", "-w")
	cmd.Env = p.Env(os.Environ())
	return cmd.Run()
}

// Close stops what still runs in the prefix and removes it.
func (p *Prefix) Close() {
	cmd := exec.Command("wineserver", "-k")
	cmd.Env = p.Env(os.Environ())
	_ = cmd.Run()
	_ = p.wait()
	os.RemoveAll(p.Dir)
}
