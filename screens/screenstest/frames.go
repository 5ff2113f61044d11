package screenstest

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// frames lays a window's content out between two steps as Fyne's desktop
// and web canvases do before they draw a frame, which the test canvas does
// not: it keeps a tree of the objects on show with the least size each had
// at the last frame, walks it children first, and when an object's least
// size has changed it lays out the object's parent. Like Fyne, it keeps one
// parent waiting at a time, so a change deeper down in a later branch can
// leave an earlier parent laid out as it was; a screen must not count on
// the canvas to lay out a container whose children changed, and the checks
// of a play-through see what the table would see when it does.
type frames struct {
	root *frameNode
}

// frameNode is an object on show at the last frame, with its least size
// then and its place in the tree.
type frameNode struct {
	obj                 fyne.CanvasObject
	parent, first, next *frameNode
	min                 fyne.Size
}

// draw lays out what changed since the last frame, for the content of a
// canvas of the given size.
func (f *frames) draw(content fyne.CanvasObject, canvas fyne.Size) {
	if content == nil {
		return
	}
	if f.root == nil || f.root.obj != content {
		f.root = &frameNode{obj: content}
	}
	var waiting *frameNode
	w := &frameWalk{node: f.root}
	w.after = func(n *frameNode) {
		if waiting == n {
			layOut(n.obj)
			waiting = nil
		}
		min := n.obj.MinSize()
		if min == n.min {
			return
		}
		n.min = min
		if n.parent != nil {
			waiting = n.parent
			return
		}
		size := n.obj.Size()
		if want := size.Max(min); want != size && size != canvas {
			n.obj.Resize(want)
		} else {
			layOut(n.obj)
		}
	}
	w.visit(content)
}

// frameWalk follows the objects on show, matching each to the node it had
// at the last frame in order, and making a new node where the tree changed.
type frameWalk struct {
	node, parent, prev *frameNode
	after              func(*frameNode)
}

func (w *frameWalk) visit(o fyne.CanvasObject) {
	if o == nil || !o.Visible() {
		return
	}
	w.before(o)
	for _, c := range rendered(o) {
		w.visit(c)
	}
	w.node = w.parent
	w.parent = w.node.parent
	if w.prev != nil && w.prev.parent != w.parent {
		w.prev.next = nil
	}
	w.after(w.node)
	w.prev = w.node
	w.node = w.node.next
}

// before finds or makes the node of o, as the next child of the parent.
func (w *frameWalk) before(o fyne.CanvasObject) {
	if w.node != nil && w.node.obj != o {
		if w.parent.first == w.node {
			w.parent.first = nil
		}
		w.node = nil
	}
	if w.node == nil {
		w.node = &frameNode{parent: w.parent, obj: o}
		if w.parent.first == nil {
			w.parent.first = w.node
		} else {
			w.prev.next = w.node
		}
	}
	if w.prev != nil && w.prev.parent != w.parent {
		w.prev = nil
	}
	w.parent = w.node
	w.node = w.parent.first
}

// rendered returns the objects a canvas draws inside an object: a
// container's, or a widget's renderer's.
func rendered(o fyne.CanvasObject) []fyne.CanvasObject {
	switch v := o.(type) {
	case *fyne.Container:
		return v.Objects
	case fyne.Widget:
		return test.WidgetRenderer(v).Objects()
	}
	return nil
}

// layOut lays an object's children out again at its size.
func layOut(o fyne.CanvasObject) {
	switch v := o.(type) {
	case *fyne.Container:
		if v.Layout != nil {
			v.Layout.Layout(v.Objects, v.Size())
		}
	case fyne.Widget:
		test.WidgetRenderer(v).Layout(v.Size())
	}
}
