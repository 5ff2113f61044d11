package screens

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// TestEveryScreenMakesItsButtonsLitOnlyByTheMouse reads the app's and the
// screens' code and fails where a button is made as Fyne's own, which a
// finger's lift lights and so draws the window once more: NewButton or
// NewButtonWithIcon of Fyne's widget package, a widget.Button literal, or a
// type built on widget.Button other than Button itself.
func TestEveryScreenMakesItsButtonsLitOnlyByTheMouse(t *testing.T) {
	fset := token.NewFileSet()
	for _, root := range []string{".", "../app"} {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") || path == "button.go" {
				return err
			}
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				return err
			}
			fyneButton := func(e ast.Expr, names ...string) bool {
				s, ok := e.(*ast.SelectorExpr)
				if !ok {
					return false
				}
				x, ok := s.X.(*ast.Ident)
				return ok && x.Name == "widget" && strings.Contains(" "+strings.Join(names, " ")+" ", " "+s.Sel.Name+" ")
			}
			ast.Inspect(f, func(n ast.Node) bool {
				switch v := n.(type) {
				case *ast.CallExpr:
					if fyneButton(v.Fun, "NewButton", "NewButtonWithIcon") {
						t.Errorf("%s: Fyne's own button: make it with screens.NewButton", fset.Position(v.Pos()))
					}
				case *ast.CompositeLit:
					if fyneButton(v.Type, "Button") {
						t.Errorf("%s: a widget.Button literal: make it with screens.NewButton", fset.Position(v.Pos()))
					}
				case *ast.Field:
					if len(v.Names) == 0 && fyneButton(v.Type, "Button") {
						t.Errorf("%s: a type built on widget.Button: build it on screens.Button", fset.Position(v.Pos()))
					}
				}
				return true
			})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}
