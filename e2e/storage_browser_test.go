//go:build browser && !e2e

package e2e

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"tablecompanion/tools/webtest"
)

// toFyneLayout moves the app's saves out of its own database into Fyne's
// IndexedDB repository, laid out as the builds before this one left them
// there: the database "files" with Fyne's schema, each file's path below
// /fyne/ the key of its Blob in "data" and of its entry in "meta", and an
// entry for each folder. It returns how many files it moved.
const toFyneLayout = `(async () => {
  const req = (r) => new Promise((ok, fail) => { r.onsuccess = () => ok(r.result); r.onerror = () => fail(r.error); });
  const ours = await req(indexedDB.open("tablecompanion"));
  const files = ours.transaction("files").objectStore("files");
  const [keys, values] = await Promise.all([req(files.getAllKeys()), req(files.getAll())]);
  ours.close();
  await req(indexedDB.deleteDatabase("tablecompanion"));
  const open = indexedDB.open("files", 1);
  open.onupgradeneeded = () => {
    const db = open.result;
    const meta = db.createObjectStore("meta");
    meta.createIndex("path", "", {unique: true});
    meta.createIndex("parent", "parent");
    db.createObjectStore("data").createIndex("path", "", {unique: true});
  };
  const fyne = await req(open);
  const tx = fyne.transaction(["meta", "data"], "readwrite");
  const dirs = new Set();
  let n = 0;
  keys.forEach((name, i) => {
    if (name.startsWith(".")) return;
    const path = "/fyne/" + name;
    const parent = path.slice(0, path.lastIndexOf("/"));
    if (parent !== "/fyne") dirs.add(parent);
    const blob = new Blob([values[i]]);
    tx.objectStore("meta").put({parent: parent, size: blob.size, ctime: Date.now(), mtime: Date.now()}, path);
    tx.objectStore("data").put(blob, path);
    n++;
  });
  for (const dir of dirs) tx.objectStore("meta").put({isDir: true, parent: "/fyne"}, dir);
  await new Promise((ok, fail) => { tx.oncomplete = ok; tx.onabort = () => fail(tx.error); });
  fyne.close();
  return n;
})()`

// scoreDixitRound taps a round of four players' Dixit in, told by the
// seat given: the storyteller's card is 1, the others put in 2, 3 and 4;
// two find it and one votes for card 2.
func scoreDixitRound(tb *webtest.Tablet, storyteller int) {
	for _, tap := range webtest.DixitRound(4, storyteller, []int{1, 2, 1, 3, 2, 4, 1}) {
		tb.Tap(fmt.Sprint(tap[0]), tap[1])
	}
	tb.Tap("Score the round", 0)
}

func TestSavesInFynesOldStorageAreCarriedOverOnce(t *testing.T) {
	t.Parallel()
	tb := webtest.NewTablet(t, site)
	tb.Open(false)
	tb.AddPlayers("Ann", "Bob", "Cy", "Dee")
	tb.Tap("Dixit", 0)
	tb.Tap("Start the game", 0)
	scoreDixitRound(tb, 0)
	tb.Until("round 2", func() bool { return tb.Shows("Round 2: Bob tells the story") })
	before := tb.Texts()

	// Away from the app, which lets go of its database, the saves go back
	// where the builds before kept them.
	tb.Goto("manifest.webmanifest")
	if n := webtest.Eval[int](tb, toFyneLayout); n < 3 {
		t.Fatalf("%d files in Fyne's layout, want the roster, the settings and the game at least", n)
	}
	tb.Open(false)
	tb.Until("the Dixit carried over", func() bool { return slices.Equal(tb.Texts(), before) })

	// Carried over once: a round more survives a reload, and the old
	// saves are not read again over it.
	scoreDixitRound(tb, 1)
	tb.Until("round 3", func() bool { return tb.Shows("Round 3: Cy tells the story") })
	after := tb.Texts()
	tb.Open(true)
	tb.Until("round 3 after a reload", func() bool { return slices.Equal(tb.Texts(), after) })
}

func TestWhenTheBrowserRefusesStorageTheBannerSaysSoAndPlayGoesOn(t *testing.T) {
	t.Parallel()
	tb := webtest.NewTablet(t, site)
	// A full quota: every write to IndexedDB is refused.
	if _, err := chromedp.Call(tb.Ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{
		Source: `IDBObjectStore.prototype.put = function () { throw new DOMException("The quota has been exceeded.", "QuotaExceededError"); };`,
	}); err != nil {
		t.Fatal(err)
	}
	tb.Open(false)
	// The banner says nothing is kept, then that the last change was not.
	banner := func() bool {
		return slices.ContainsFunc(tb.Texts(), func(s string) bool {
			return strings.HasPrefix(s, "This browser keeps nothing for the app (QuotaExceededError") ||
				strings.HasPrefix(s, "The browser did not keep the last change (QuotaExceededError")
		})
	}
	tb.Until("the banner", banner)
	if tb.Shows("OK") {
		// The notice over the home screen, where there is one.
		tb.Tap("OK", 0)
	}
	tb.AddPlayers("Ann", "Bob", "Cy", "Dee")
	tb.Tap("Dixit", 0)
	tb.Tap("Start the game", 0)
	scoreDixitRound(tb, 0)
	tb.Until("round 2 in memory", func() bool { return tb.Shows("Round 2: Bob tells the story") })
	if !banner() {
		t.Fatalf("the banner went away while nothing is kept: %q", tb.Texts())
	}
	if strings.Contains(tb.Console.String(), "call to released function") {
		t.Fatal("a refused write called a released callback")
	}
}
