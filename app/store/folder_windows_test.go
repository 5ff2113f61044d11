package store

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"golang.org/x/sys/windows"
)

// holdOpen opens path as a program that does not let it be replaced or
// deleted (no FILE_SHARE_DELETE) would, and returns the handle.
func holdOpen(t *testing.T, path string) windows.Handle {
	t.Helper()
	name, _ := windows.UTF16PtrFromString(path)
	h, err := windows.CreateFile(name, windows.GENERIC_READ, windows.FILE_SHARE_READ|windows.FILE_SHARE_WRITE, nil,
		windows.OPEN_EXISTING, windows.FILE_ATTRIBUTE_NORMAL, 0)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func TestASaveWaitsForAProgramThatHoldsTheFileAMoment(t *testing.T) {
	s := open(t)
	if err := s.Save("roster.json", "roster", body{Log: []int{1}}); err != nil {
		t.Fatal(err)
	}
	h := holdOpen(t, filepath.Join(s.Dir(), "roster.json"))
	go func() {
		time.Sleep(150 * time.Millisecond)
		windows.CloseHandle(h)
	}()
	if err := s.Save("roster.json", "roster", body{Log: []int{1, 2}}); err != nil {
		t.Fatalf("a file held for 150 ms must be saved once it is free: %v", err)
	}
	if _, raw, err := s.Load("roster.json"); err != nil || string(raw) != `{"log":[1,2]}` {
		t.Fatalf("after the wait the file holds %s, %v", raw, err)
	}
}

func TestASaveIntoAFileHeldLongerFailsAndSaysSo(t *testing.T) {
	s := open(t)
	if err := s.Save("roster.json", "roster", body{Log: []int{1}}); err != nil {
		t.Fatal(err)
	}
	h := holdOpen(t, filepath.Join(s.Dir(), "roster.json"))
	defer windows.CloseHandle(h)
	start := time.Now()
	err := s.Save("roster.json", "roster", body{Log: []int{1, 2}})
	if err == nil {
		t.Fatal("a save that could not replace the file reported success")
	}
	if waited := time.Since(start); waited < busyFor/2 || waited > 3*busyFor {
		t.Fatalf("the save gave up after %v; it waits about %v", waited, busyFor)
	}
	windows.CloseHandle(h)
	if _, raw, err := s.Load("roster.json"); err != nil || string(raw) != `{"log":[1]}` {
		t.Fatalf("the old save was harmed: %s, %v", raw, err)
	}
	if left, _ := filepath.Glob(filepath.Join(s.Dir(), ".roster.json.tmp-*")); len(left) > 0 {
		t.Fatalf("a failed save left %v", left)
	}
}

func TestWhileBusyGivesUpAtOnceOnAnyOtherError(t *testing.T) {
	calls := 0
	notFound := windows.ERROR_FILE_NOT_FOUND
	err := whileBusy(time.Second, func() error { calls++; return notFound })
	if calls != 1 || !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("%d calls, %v; want one call and the error", calls, err)
	}
	calls = 0
	err = whileBusy(time.Second, func() error {
		if calls++; calls < 4 {
			return windows.ERROR_SHARING_VIOLATION
		}
		return nil
	})
	if calls != 4 || err != nil {
		t.Fatalf("%d calls, %v; want success on the fourth", calls, err)
	}
}

func TestAMoveNeverReplaces(t *testing.T) {
	s := open(t)
	_ = s.Save("a.json", "roster", body{Log: []int{1}})
	_ = s.Save("b.json", "roster", body{Log: []int{2}})
	if err := s.disk.move("a.json", "b.json"); err == nil {
		t.Fatal("a move onto a taken name must fail")
	}
	if _, raw, _ := s.Load("b.json"); string(raw) != `{"log":[2]}` {
		t.Fatalf("the move harmed the file in the way: %s", raw)
	}
}
