package app

import (
	"errors"
	"path"
	"strings"
	"time"

	"tablecompanion/app/store"
	"tablecompanion/screens/house"
)

// backupFiles are how a backup reaches a file and comes back from one: the
// save and open dialogs on the desktop, a download and the browser's file
// picker on the tablet. Tests put their own.
type backupFiles struct {
	save func(name string, data []byte, done func(where string, err error))
	open func(done func(data []byte, err error))
}

// settingsShell gives the settings screen its choices, its backup buttons
// and, in a browser that may not keep the saves, its warning; the backup's
// files are the shell's.
func (s *Shell) settingsShell() house.SettingsShell {
	sh := house.SettingsShell{
		SetLanguage: s.setLanguageByName, SetTheme: s.SetTheme, SetMuted: s.SetMuted,
		Theme: func() string { return s.settings.Theme }, Muted: func() bool { return s.settings.Muted },
		ExportAll: s.ExportEverything, ImportAll: s.ImportBackup, StorageWarning: storageWarning,
	}
	if s.opts.Root == nil {
		sh.SavesDir = s.store.Dir()
	}
	return sh
}

// backupName names a backup by its day, as tablecompanion-2026-11-27.json.
func backupName(now time.Time) string {
	return "tablecompanion-" + now.Local().Format("2006-01-02") + ".json"
}

// ExportEverything writes the backup of every save: the roster, the
// settings, every game and the evenings, as a download on the tablet, and
// says on the settings screen where it went.
func (s *Shell) ExportEverything() {
	data, err := s.store.Export()
	if err != nil {
		s.exportFailed(err)
		return
	}
	name := backupName(time.Now())
	s.backup.save(name, data, func(where string, err error) {
		if err != nil {
			s.exportFailed(err)
			return
		}
		s.settingsScreen.Tell(s.savedTo(name, where))
	})
}

// savedTo says where a file the app wrote went: its path, or, for a
// download, its name among the browser's downloads.
func (s *Shell) savedTo(name, where string) string {
	if where == "" {
		return s.cat.T("export.downloaded", "File", name)
	}
	return s.cat.T("export.saved", "Path", where)
}

// ImportBackup asks for a backup file and merges it into the saves.
func (s *Shell) ImportBackup() {
	s.backup.open(func(data []byte, err error) {
		if errors.Is(err, store.ErrBackupTooLarge) {
			s.settingsScreen.Tell(s.importRefusal(err))
			return
		}
		if err != nil {
			s.settingsScreen.Tell(s.cat.T("backup.err.read", "Detail", err.Error()))
			return
		}
		s.importBackup(data)
	})
}

// importBackup merges a backup into the saves, reads again what the
// import changed and says on the settings screen what was added, or why
// nothing was.
func (s *Shell) importBackup(data []byte) {
	im, err := s.store.Import(data)
	if err != nil {
		s.opts.Logf("import refused: %v", err)
		s.settingsScreen.Tell(s.importRefusal(err))
		return
	}
	s.opts.Logf("imported %d games, %d players, %d merges, %d finished games into the evenings", im.Games, im.Players, im.Merges, im.Finished)
	said := s.cat.T("backup.nothing_new")
	if im.Changed() {
		s.reloadSaves()
		said = s.cat.T("backup.added", "GameCount", s.cat.T("backup.games", "Count", im.Games),
			"PlayerCount", s.cat.T("backup.players", "Count", im.Players))
	}
	if im.Settings {
		s.reloadSettings()
		said += " " + s.cat.T("backup.settings_taken")
	} else {
		said += " " + s.cat.T("backup.settings_kept")
	}
	if len(im.KeptApart) > 0 {
		said += " " + s.cat.T("backup.kept_apart", "Names", strings.Join(im.KeptApart, ", "))
	}
	s.settingsScreen.Tell(said)
}

// importRefusal says in the table's language why a backup was refused.
func (s *Shell) importRefusal(err error) string {
	var failed *store.ImportFailed
	var game *store.GameNotReplayed
	switch {
	case errors.Is(err, store.ErrBackupTooLarge):
		return s.cat.T("backup.err.too_large", "Size", store.MaxBackup>>20)
	case errors.As(err, &game):
		return s.cat.T("backup.err.game", "File", path.Base(game.File))
	case errors.Is(err, store.ErrBackupTruncated):
		return s.cat.T("backup.err.truncated")
	case errors.Is(err, store.ErrBackupTampered):
		return s.cat.T("backup.err.tampered")
	case errors.Is(err, store.ErrBackupNewer):
		return s.cat.T("backup.err.newer")
	case errors.Is(err, store.ErrNotABackup):
		return s.cat.T("backup.err.not_backup")
	case errors.As(err, &failed):
		return s.cat.T("backup.err.write", "Detail", failed.Err.Error())
	}
	return s.cat.T("backup.err.damaged")
}

// reloadSettings takes the settings an import brought to a device that
// had none: the last table's players and ticks, and the records' place.
// The language, theme and sound on show stay until the next start, so the
// screen the table is on does not change under it.
func (s *Shell) reloadSettings() {
	kept := s.settings
	if err := s.loadSettings(); err != nil {
		s.opts.Logf("import: the settings: %v", err)
	}
	taken := s.settings
	s.settings = kept
	s.settings.Setups, s.settings.Players, s.settings.Ticks, s.settings.Records = taken.Setups, taken.Players, taken.Ticks, taken.Records
}

// reloadSaves reads again what an import changed: the roster, the games
// the import added, which join the games here in their order, and the
// evenings. The screens read them when they next show.
func (s *Shell) reloadSaves() {
	if err := s.loadRoster(); err != nil {
		s.opts.Logf("import: the roster: %v", err)
	}
	s.rosterScreen.SetRoster(s.roster)
	// The evenings first: the games the evenings hold are read only when
	// the table opens them.
	notices := s.readEvenings()
	here := s.games.pages
	s.games.pages = nil
	notices = append(notices, s.loadGames()...)
	read := s.games.pages
	s.games.pages = here
	for _, p := range read {
		if s.games.file(p.key) == nil {
			s.games.restore(p)
		}
	}
	notices = append(notices, s.loadEvenings()...)
	for _, n := range notices {
		s.opts.Logf("import: %s", n)
	}
	s.updateBar()
}
