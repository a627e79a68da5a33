"""What a clix figure can see (seed 004, rules 2 and 12-16): the visible area for the window's overlay.

As the clix line of fire (:mod:`game.rules.clix.sight`): from the ground, any elevated piece hides what lies
beyond it (14a) and every figure's base hides (2); from a hill, figures below are seen over ground clutter,
other elevated pieces hide them (14c) and only raised figures hide; between two figures on elevated terrain only
what stands on elevated terrain and higher ground count (14b). Hindering terrain only hinders; it never hides.
This is the overlay's answer, sampled by rays; the exact answer for one target is :func:`clix_line`.
"""

from __future__ import annotations

import numpy as np

from game.board.rays import KIND_CODE, RayIndex, bases_in_fan
from game.board.table import Base, Table
from game.board.terrain import Kind
from game.board.visibility import Visibility, area, fan, first, first_above, two_first

_BLOCKING = KIND_CODE[Kind.BLOCKING]
_ELEVATED = (KIND_CODE[Kind.ELEVATED], KIND_CODE[Kind.STEEP])


def visible_area(table: Table, viewer: Base, rays: int = 720) -> Visibility:
    """Where a target would be in the viewer's line of fire (the front arc aside: given per ray as ``in_arc``)."""
    index = RayIndex.for_map(table.map)
    f = fan(table, viewer, rays)
    level, ray, pc, d_from = f.level, f.ray, f.piece, f.d_from

    # what blocks a line to the ground (cases a and c) and to a figure on elevated terrain (cases c and b)
    kind, elevation = index.kind[pc], index.elevation
    blocking = kind == _BLOCKING
    elev_here = (kind == _ELEVATED[0]) | (kind == _ELEVATED[1])
    not_mine = ~np.isin(pc, f.mine)
    if level == 0:
        to_ground, to_raised = blocking | elev_here, blocking
    else:
        on_elevated = index.on_elevated(table.elevation_at)[pc]
        to_ground, to_raised = blocking | (elev_here & not_mine), blocking & on_elevated
    ground_limit = first(ray, d_from, to_ground, rays)
    raised_limit = first(ray, d_from, to_raised, rays)

    others = [b for b in table.bases.values() if b.id != viewer.id]
    if others:
        centres = np.array([b.pos for b in others], dtype=np.float64)
        radii = np.array([b.radius for b in others], dtype=np.float64)
        bray, bref, bdist = bases_in_fan(viewer.pos, rays, centres, radii)
        raised = np.array([b.elevation > 0 for b in others], dtype=bool)[bref]
        ground_limit = np.minimum(ground_limit, first(bray, bdist, raised | (level == 0), rays))
        raised_limit = np.minimum(raised_limit, first(bray, bdist, raised, rays))

    # elevated stretches: the part of each elevated piece before the first blocker other than that piece
    rows = np.flatnonzero(elev_here)
    er, ep, ea, eb = ray[rows], pc[rows], d_from[rows], f.d_to[rows]
    if level == 0:
        first_d, first_p, second_d = two_first(er, ea, ep, rays)
        other_elev = np.where(first_p[er] == ep, second_d[er], first_d[er])
    else:
        other_elev = first_above(er, ea, elevation[ep], ~np.isin(ep, f.mine), np.maximum(level, elevation[ep]), rays)
    return area(f, ground_limit, rows, np.minimum(np.minimum(eb, raised_limit[er]), other_elev))
