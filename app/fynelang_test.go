package app

import (
	"testing"

	"fyne.io/fyne/v2/lang"
	"golang.org/x/text/language"
)

// TestFyneDialogsSpeakTheAppsLanguage: Fyne's own file dialogs, which pick
// their words by the system's locale, speak the language the table chose
// in the app, from the start and after a switch, on an English system.
func TestFyneDialogsSpeakTheAppsLanguage(t *testing.T) {
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_MESSAGES", "")
	t.Setenv("LANG", "en_US.UTF-8")
	t.Setenv("LANGUAGE", "en_US")
	s := start(t, t.TempDir(), "ru-RU")
	if got := lang.L("Cancel"); got != "Отмена" {
		t.Fatalf("with the app in Russian Fyne's dialogs say %q, want «Отмена»", got)
	}
	s.SetLanguage(language.Ukrainian)
	if got := lang.L("Cancel"); got != "Скасувати" {
		t.Fatalf("after a switch to Ukrainian Fyne's dialogs say %q, want «Скасувати»", got)
	}
	s.SetLanguage(language.English)
	if got := lang.L("Save"); got != "Save" {
		t.Fatalf("after a switch to English Fyne's dialogs say %q, want Save", got)
	}
}
