"""The game controller: wraps the engine, owns undo and seats, runs the computer's turns.

Import from the module that holds a name (`controller.game.GameController`,
`controller.pace.Pace`): the package exports nothing, so the window's first frame, which
names only light modules (`pace`), loads neither the controller nor the engine behind it."""
