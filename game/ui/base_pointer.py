"""The facing pointer at a base's edge: the triangle the figures draw, and the part of it past the base that names
keep clear of ("Orc 1, dead" lay under a wolf's pointer). One geometry serves both, so the box is the drawing's."""

from __future__ import annotations

import math

Corner = tuple[float, float]


def pointer_triangle(cx: float, cy: float, r: float, facing: float,
                     scale: float = 1.0) -> tuple[Corner, Corner, Corner]:
    """The pointer's tip and back corners for a base of radius ``r`` pixels centred at (cx, cy), facing ``facing``
    degrees; ``scale``: the picture's pixels to the screen's (a base is drawn big, then scaled down)."""
    ux, uy = math.cos(math.radians(facing)), math.sin(math.radians(facing))
    tip = r + _reach(r)
    side = _side(r)
    back = r - side * 0.6
    return ((cx + ux * tip * scale, cy + uy * tip * scale),
            (cx + (ux * back - uy * side) * scale, cy + (uy * back + ux * side) * scale),
            (cx + (ux * back + uy * side) * scale, cy + (uy * back - ux * side) * scale))


def picture_pad(r: float) -> float:
    """The room round a base's picture that its halo and pointer take."""
    return max(4.0, r * 0.35)


def pointer_box(cx: float, cy: float, r: float, facing: float) -> tuple[int, int, int, int]:
    """The box (x, y, w, h) round the part of the pointer past the base: its tip, and its width where it leaves
    the base."""
    reach, side = _reach(r), _side(r)
    half = side * reach / (reach + side * 0.6)
    ux, uy = math.cos(math.radians(facing)), math.sin(math.radians(facing))
    xs = (cx + ux * (r + reach), cx + ux * r - uy * half, cx + ux * r + uy * half)
    ys = (cy + uy * (r + reach), cy + uy * r + ux * half, cy + uy * r - ux * half)
    return (math.floor(min(xs)), math.floor(min(ys)), math.ceil(max(xs) - min(xs)) + 1,
            math.ceil(max(ys) - min(ys)) + 1)


def _reach(r: float) -> float:
    """How far the tip stands past the base."""
    return picture_pad(r) * 0.75


def _side(r: float) -> float:
    """The pointer's half width at its back."""
    return max(3.0, r * 0.28)
