"""The key sheet shown by F1 (docs/ui.md says the same at more length)."""

#: Its lines break where ``<br>`` says: pygame_gui breaks a line at each newline too, so the source's are spaces.
HELP_HTML = """<a href='rules'>The rules of this game</a> (<b>F2</b>): what wins the scenario, how a turn goes, what
each action and each kind of terrain does<br><br>
<font color='#f2b544'><b>Everywhere</b></font><br>
<b>F1</b> this help · <b>F2</b> the rules · <b>F3</b> the story so far, every event of the game ·
<b>F11</b> full screen · <b>F12</b> screenshot · <b>Ctrl+=</b> / <b>Ctrl+−</b> / <b>Ctrl+0</b> the interface
bigger / smaller / at the display's size ·
<b>Ctrl+O</b> open a scenario, map or save (or drop its file on the window) · <b>Ctrl+Q</b> quit ·
<b>Esc</b> close a dialog · <b>Enter</b> answers a question with its action, or dismisses a message<br><br>
<font color='#f2b544'><b>Choosing a game</b></font><br>
<b>Type</b> to filter the list by name or ruleset · <b>↑</b> / <b>↓</b> the previous / next one · <b>Enter</b> starts
it · <b>Esc</b> clears the filter<br><br>
<font color='#f2b544'><b>The board</b></font><br>
<b>Wheel</b> zoom at the pointer · <b>+</b> / <b>-</b> zoom · <b>Home</b> fit the table ·
<b>middle-drag</b> or <b>drag empty table</b> pan · <b>arrow keys</b> or <b>W A S D</b> (held) pan<br>
<b>T</b> terrain overlay · <b>L</b> line of fire from the selected figure to the pointer ·
<b>V</b> what the selected figure can see · <b>M</b> ruler from the selected figure ·
<b>H</b> firing lanes: where the enemy figures could see (in a map, H again for the other side)<br><br>
<font color='#f2b544'><b>Playing</b></font><br>
<b>Click</b> a figure to select it; its actions are buttons on the right (in a window over the board when the panel has
no room for them), with their hotkeys (Shift with a hotkey that is T, L, V, M, H, W, A, S or D); the key of an
action not offered says why not · <b>Tab</b> next figure
that can act · <b>Space</b> centres on it · <b>Esc</b> lets go<br>
<b>Move</b>: drag the figure, or click waypoints and press <b>Enter</b> (a double-click ends the path there);
<b>Backspace</b> drops the last waypoint, <b>Esc</b> all of them<br>
<b>Turn</b>: right-drag or click towards the new facing, <b>Q</b> / <b>E</b> turn 15° (with Shift 5°),
<b>Enter</b> confirms<br>
<b>Attack</b>: click highlighted targets, or press their numbers (one target: <b>Tab</b> steps through
them); the odds show on the right, <b>Enter</b> attacks<br>
<b>On a grid</b> (the gamebook): click a green square to move there, or press its number; a square is named by its
column letter and row number (a1 at the top-left), a red frame is an exit, and a piece's card says its square<br>
<b>Other choices</b> come in a dialog: click, or press the option's key or number (which model to activate: <b>Tab</b>
shows each, <b>Enter</b> picks it) · point at an option (or an
action) to see its odds on the right, and a moment longer to read what it does (from the rules, F2) · point at a
card on the right that ends in "…" to read it whole<br>
<b>P</b> pauses the AI (or a drill's lesson) while it plays, <b>.</b> then lets one answer go ·
<b>Ctrl+Z</b> undo back to your last decision · <b>Ctrl+Y</b> (or <b>Ctrl+Shift+Z</b>) redo · <b>Ctrl+S</b>
save (the game is also saved after every decision to the autosave) · <b>Ctrl+R</b> replay the game<br>
<b>Replay</b>: <b>Page Up</b> / <b>Page Down</b> (or the <b>comma</b> / <b>full-stop</b> keys)
one decision back / forwards · <b>Ctrl+Home</b> / <b>Ctrl+End</b> the start / the end · <b>P</b> play, pause<br><br>
<font color='#f2b544'><b>Testing a map</b></font> (open a .tmx)<br>
<b>Left-click</b> puts probe A, <b>right-click</b> probe B; the line of fire between them is explained ·
<b>V</b> visibility from A · <b>M</b> ruler from A · <b>H</b> firing lanes from each side's zone in turn ·
<b>Esc</b> clears the probes · <b>R</b> reloads now (the map also reloads by itself whenever the file is saved);
the panel shows the checker's report, its problems numbered on the board (docs/maps.md) · <b>Map terrain</b>
reads a map made for another game as terrain""".replace("<br>\n", "<br>").replace("\n", " ")
