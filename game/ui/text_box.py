"""A pygame_gui text box that lets go of its old text's picture as soon as its text is laid out anew.

pygame_gui lays a text box's text out afresh whenever it changes (new text, a resize, a scroll bar coming), and the
old layout's rows refer back to it: it is freed only by a full garbage collection, which a busy window runs seldom
(one takes a tenth of a second), and keeps its picture of the whole text till then. An AI battle's event log left
some 8 MB of such pictures every 25 s, and the window's memory rose and fell by 30–40 MB a game.
"""

from __future__ import annotations

from pygame_gui.core.text.text_box_layout import TextBoxLayout
from pygame_gui.elements import UITextBox


class TextBox(UITextBox):
    def parse_html_into_style_data(self) -> None:
        old: TextBoxLayout | None = getattr(self, "text_box_layout", None)
        super().parse_html_into_style_data()
        if old is not None and old is not self.text_box_layout:
            let_go(old)


def let_go(layout: TextBoxLayout) -> None:
    """Drop the pictures a layout no box shows any more holds: its own and those its rows and pieces draw on."""
    layout.finalised_surface = None
    layout.pre_alpha_final_surf = None
    for row in layout.layout_rows:
        row.target_surface = None
        for item in row.items:
            if hasattr(item, "target_surface"):
                item.target_surface = None
