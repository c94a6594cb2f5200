"""The card table: a QGraphicsView where the game is shown and played by dragging.

Import from the module that holds a name (`ui.table.view.TableView`): the package exports
nothing, so the window's first frame paints the empty felt (`felt`) before the table and
the game behind it are loaded."""
