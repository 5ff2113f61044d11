package app

import (
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"golang.org/x/text/language"
)

// speakToFyne has Fyne's own widgets and dialogs (the file dialogs' Save,
// Cancel, Home, Computer) speak the app's language instead of the system's.
// Fyne ships Russian and Ukrainian but picks among its translations by the
// system's locale, which it reads again each time translations are added;
// on Linux and the BSDs that locale is LANGUAGE's, unless LC_ALL,
// LC_MESSAGES or LANG says C or POSIX. So the app sets LANGUAGE to its own
// and adds an empty set of messages, which has Fyne read it again.
// Elsewhere (Windows and macOS ask the system, a browser its own list) the
// dialogs keep the system's language.
func speakToFyne(tag language.Tag) {
	base, _ := tag.Base()
	if err := os.Setenv("LANGUAGE", base.String()); err != nil {
		fyne.LogError("Could not give Fyne the app's language", err)
		return
	}
	if err := lang.AddTranslationsForLocale([]byte("{}"), fyne.Locale(base.String())); err != nil {
		fyne.LogError("Could not give Fyne the app's language", err)
	}
}
