"""The maps Skirmish Table ships with, as lists of named features (coordinates in inches, x east, y south).

Area edges that should match the art exactly are authored on half inches (see mapkit); lines are given as the
cells their corners pass through, (column, row).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from features import Area, Art, Block, Bridge, Building, Chequer, Crater, Ground, Line, River, Rock, Tree
from mapkit import Band, Cell, Ellipse, Feature, Noise, Poly, Rect, smooth


@dataclass(frozen=True)
class MapSpec:
    name: str  # file stem
    title: str
    cols: int
    rows: int
    features: tuple[Feature, ...]
    inches_per_tile: float = 1.0
    properties: dict[str, object] = field(default_factory=dict)  # the map's own: "ruleset", the game it is for


Shape = Poly | Ellipse | Rect
Gates = tuple[tuple[Cell, str], ...]
BROADLEAF = ("tree/0", "tree/1", "tree/3", "tree/4", "tree/5", "tree/6", "trees/0", "trees/2")
CONIFER = ("tree/2", "tree/7", "tree/2", "trees/1", "tree/4")


def poly(*points: tuple[float, float]) -> Poly:
    return Poly(points)


def wood(name: str, shape: Shape, trees: tuple[str, ...] = BROADLEAF, density: float = 0.8) -> Area:
    return Area(name, "hindering", shape, "forest", scatter=trees, density=density)


def scrub(name: str, shape: Shape, density: float = 0.95) -> Area:
    return Area(name, "hindering", shape, "meadow", scatter=("bush/0", "bush/1", "bush/2", "bush/3"),
                density=density)


def rubble(name: str, shape: Shape) -> Area:
    return Area(name, "hindering", shape, "dirt", scatter=("rubble/0", "rubble/1", "rubble/2"), density=0.8,
                layer="details")


def hill(name: str, shape: Shape, level: int = 1) -> Area:
    return Area(name, "elevated", shape, f"hill{level}", elevation=level)


def crag(name: str, shape: Shape, level: int = 1) -> Area:
    return Area(name, "steep", shape, f"steep{level}", elevation=level)


def marsh(name: str, shape: Shape) -> Area:
    return Area(name, "hindering", shape, "marsh", scatter=("reeds/0", "reeds/1", "reeds/2"), density=0.3,
                layer="details")


def pond(name: str, shape: Shape, kind: str = "water") -> Area:
    return Area(name, kind, shape, "water" if kind == "water" else "deep-water")


def field_(name: str, shape: Shape, crop: str) -> Area:
    """Standing wheat hides and slows (hindering); a ploughed field is open ground."""
    return Area(name, "hindering" if crop == "wheat" else "open", shape, crop)


def hedge(name: str, *path: Cell, gates: Gates = (), as_rect: bool = False, thickness: float = 1.0) -> Line:
    return Line(name, "obstacle", "hedge", path, thickness, gates, as_rect)


def low_wall(name: str, *path: Cell, gates: Gates = ()) -> Line:
    return Line(name, "low_wall", "wall", path, 0.5, gates)


def fence(name: str, *path: Cell, gates: Gates = ()) -> Line:
    return Line(name, "obstacle", "fence", path, 0.25, gates)


def ring(x0: int, y0: int, x1: int, y1: int) -> tuple[Cell, ...]:
    """The cells around a rectangle, as a closed path (corners given as cells)."""
    return (x0, y0), (x1, y0), (x1, y1), (x0, y1), (x0, y0)


# ---------------------------------------------------------------------------------------------------------------
# Skirmish at Miller's Ford (24 × 24): the default map. Sides deploy along the north and south edges; each half
# has cover, height and an obstacle line, and a stream with a ford splits the table.

STREAM = smooth([(-0.5, 10.4), (4, 11.4), (8, 10.8), (12, 12.0), (16, 12.8), (20, 11.6), (24.5, 12.4)])

SKIRMISH = MapSpec(
    "skirmish", "Skirmish at Miller's Ford", 24, 24,
    (
        Ground(),
        Art("sand", Band(STREAM, 3.8)),
        Art("water", Band(STREAM, 2.4)),
        Area("Miller's ford", "open", Rect(11, 10.6, 2, 2.8), scatter=("ford/0", "ford/1"), density=1.0,
             layer="details"),
        pond("Mill pond", Ellipse(21, 9.5, 1.5, 1.0)),
        wood("Raven copse", poly((2.5, 4.5), (6.5, 3.5), (8.5, 4.5), (8.5, 7.5), (6.5, 8.5), (5.5, 7.5),
                                 (3.5, 8.5), (1.5, 6.5))),
        Tree("Raven oak", 3, 5),
        hill("Gallows hill", Ellipse(18.5, 6, 3.5, 2.5)),
        Building("Miller's house", 12, 6, 3, 2, "thatch"),
        hedge("Mill hedge", (11, 9), (11, 5), (17, 5), gates=(((14, 5), "Mill gate"),)),
        Rock("Standing stone", 8, 1),
        crag("Grey crag", poly((1.5, 17.5), (5.5, 16.5), (7.5, 18.5), (6.5, 21.5), (4.5, 20.5), (2.5, 21.5),
                               (1.5, 19.5)), level=2),
        field_("Barley field", Rect(8.5, 14.5, 3, 3), "wheat"),
        hedge("Barley hedge", (12, 14), (12, 18), (6, 18), gates=(((9, 18), "Barley gate"),)),
        low_wall("Bank wall", (1, 14), (6, 14), gates=(((3, 14), "Bank stile"),)),
        Block("Chapel ruin", Rect(16, 16, 4, 3)),
        hedge("Chapel hedge", (15, 15), (20, 15), as_rect=True),
        rubble("Chapel rubble", Rect(20.5, 16.5, 2, 3)),
        Rock("Boundary stone", 15, 22),
    ),
    properties={"ruleset": "clix"},
)


# ---------------------------------------------------------------------------------------------------------------
# The Battle of Kingsbridge (60 × 40): a river splits the table; a village holds the north bank around the road
# and the bridge, fields, marsh, woods and hills the south. Two fords and the bridge are the crossings. Sides
# deploy along the long edges (north and south, six inches deep).

RIVER = ((-1, 19.5), (5, 20.5), (11, 19.5), (17, 18), (23, 18.5), (30, 20), (37, 21.5), (44, 20.5), (50, 19),
         (56, 20), (61, 21))

BATTLE = MapSpec(
    "battle", "The Battle of Kingsbridge", 60, 40,
    (
        Ground(patch_scale=7.0),
        # Roads and tracks.
        Art("road", Band(smooth([(30, -1), (30, 9), (30, 17), (30, 24)]), 2.2)),
        Art("dirt", Band(smooth([(30, 22), (30.3, 25), (31.5, 29), (33, 35), (33.5, 41)]), 2.0)),
        Art("dirt", Band(smooth([(18, 10.5), (24, 10.5), (30, 10.5), (38, 10.5), (46, 11)]), 1.8)),
        Art("dirt", Band(smooth([(18.5, 11), (17.8, 13), (16, 16.2), (13, 17.4), (11.8, 18.5)]), 1.5)),
        Art("dirt", Band(smooth([(11.8, 21), (12.5, 23.5), (17, 23.5), (18.5, 25)]), 1.4)),
        Art("dirt", Band(smooth([(48, 15), (46.5, 17.5)]), 1.5)),
        Art("dirt", Band(smooth([(46.5, 22.5), (49.5, 26), (50, 31), (50.5, 41)]), 1.4)),
        # The river and its crossings.
        River(RIVER, 3.2, ((10, "deep_water", "Westmere reach"), (13.5, "water", "Alder ford"),
                           (30, "deep_water", "Mill reach"), (44.5, "deep_water", "Kingsbridge reach"),
                           (48, "water", "Heron ford"), (61, "deep_water", "Eastmere reach"))),
        Bridge("Kingsbridge", Rect(28, 17, 4, 6)),
        Tree("Bridge willow", 33, 14, "bigtree-b"),
        Tree("Ferryman's willow", 52, 17, "bigtree-b"),
        scrub("Alder scrub", Ellipse(3, 16.5, 1.6, 1.2)),
        # The village of Kingsbridge.
        Building("Weaver's cottage", 18, 1, 3, 2, "thatch"),
        Area("Market square", "open", Rect(26.5, 9.5, 7, 2), "road"),
        Building("Cooper's cottage", 19, 5, 4, 3, "thatch"),
        Building("The Red Lion", 23, 5, 5, 4),
        Building("Smithy", 32, 6, 3, 3),
        Building("Chapel of St Brede", 37, 3, 3, 6),
        Building("Parsonage", 42, 5, 3, 3, "thatch"),
        Building("Baker's house", 23, 12, 4, 2, "thatch"),
        Building("Tanner's house", 32, 12, 3, 3, "thatch"),
        Building("Wheelwright's", 37, 13, 4, 2),
        Block("Burnt granary", Rect(20, 12, 3, 2)),
        rubble("Granary rubble", Rect(17.5, 12.5, 1, 2)),
        low_wall("Red Lion yard wall", (22, 4), (22, 2), (27, 2), (27, 4), gates=(((24, 2), "Red Lion yard gate"),)),
        low_wall("Churchyard wall", *ring(36, 1, 41, 9), gates=(((38, 9), "Lychgate"), ((41, 5), "Priest's door"))),
        hedge("Parsonage hedge", *ring(46, 3, 50, 9), gates=(((48, 9), "Parsonage wicket"), ((46, 6), "Garden door"))),
        fence("Farm fence", (45, 10), (51, 10), gates=(((48, 10), "Farm gate"),)),
        scrub("Parsonage roses", Ellipse(48.5, 6, 1.2, 2)),
        fence("Smithy paddock", *ring(32, 1, 35, 4), gates=(((33, 4), "Smithy paddock gate"),)),
        fence("Orchard fence", *ring(42, 12, 45, 16), gates=(((43, 16), "Orchard gate"),)),
        Area("Parson's orchard", "hindering", Rect(43, 13, 2, 3), "meadow", scatter=("tree/5", "tree/4", "tree/1"),
             density=0.9),
        # North-west: the sheep hill, the Gash, the mill and its field.
        hill("Sheep hill", poly((3.5, 4.5), (9.5, 3.5), (12.5, 4.5), (13.5, 8.5), (11.5, 10.5), (9.5, 9.5),
                                (6.5, 10.5), (3.5, 9.5), (2.5, 7.5))),
        hill("Sheep hill top", Ellipse(8.5, 6.5, 2.5, 1.8), 2),
        pond("Dew pond", Ellipse(5, 7.5, 1.1, 0.8)),
        Tree("Hill alder", 0, 7),
        scrub("Furze", Ellipse(1, 5, 0.9, 1.2)),
        Rock("Shepherd's cairn", 11, 5),
        fence("Sheepfold", *ring(1, 11, 5, 14), gates=(((3, 14), "Sheepfold hurdle"),)),
        Area("The Gash", "impassable", poly((15.5, 2.5), (17.5, 2.5), (18.5, 5.5), (17.5, 8.5), (15.5, 9.5),
                                            (14.5, 6.5)), "chasm"),
        Rock("Gash boulder", 15, 2, variant=1),
        Rock("Fallen rock", 15, 9, variant=2),
        Building("Old mill", 14, 12, 3, 2),
        field_("Long acre", Rect(6.5, 11.5, 5, 4), "wheat"),
        hedge("Long acre hedge", (6, 16), (12, 16), (12, 11), gates=(((9, 16), "Long acre gate"),)),
        Tree("Gallows oak", 0, 1, "oak3"),
        hill("Long barrow", Rect(6.5, 0.5, 6, 1.6, rotation=4)),
        scrub("Elder brake", Rect(12.2, 13.5, 1.6, 1.2, rotation=-30)),
        # North-east: Thornwood and the farm.
        wood("Thornwood", poly((51.5, 3.5), (56.5, 2.5), (59.5, 4.5), (59.5, 10.5), (56.5, 12.5), (54.5, 10.5),
                               (51.5, 11.5), (50.5, 7.5)), CONIFER),
        Tree("Thorn oak", 52, 5),
        Tree("Grey beech", 56, 8, "bigtree-b"),
        Tree("Woodward's oak", 56, 3),
        pond("Cattle pond", Ellipse(44.5, 1.8, 1.6, 1.0)),
        Rock("Standing stone", 53, 1),
        crag("Raven tor", poly((46.5, 0.5), (50.5, 0.5), (51.5, 2.5), (47.5, 2.5))),
        hedge("Bank hedge", (36, 16), (41, 16), as_rect=True),
        Building("Farmhouse", 46, 12, 5, 3, "thatch"),
        Building("Barn", 51, 13, 4, 2),
        fence("Paddock", *ring(55, 13, 59, 16), gates=(((57, 16), "Paddock gate"), ((55, 14), "Barn gate"))),
        # South-west: the marsh, the tarn and Raven wood.
        marsh("Westmere marsh", poly((1.5, 23.5), (7.5, 23.5), (12.5, 24.5), (13.5, 27.5), (9.5, 28.5),
                                     (5.5, 27.5), (1.5, 28.5))),
        pond("Marsh pool", Ellipse(4, 25.5, 1.2, 0.9)),
        Area("Marsh causeway", "open", Rect(6.5, 22.5, 1, 6.5), "road"),
        pond("Reed pool", Ellipse(9, 26, 1.5, 1.0)),
        pond("Tarn shallows", Ellipse(16, 26.5, 2.5, 2.0)),
        pond("Black tarn", Ellipse(16, 26.5, 1.6, 1.2), "deep_water"),
        wood("Raven wood", poly((3.5, 30.5), (8.5, 29.5), (12.5, 30.5), (16.5, 29.5), (17.5, 33.5), (14.5, 36.5),
                                (10.5, 34.5), (6.5, 36.5), (2.5, 34.5))),
        Tree("Raven oak", 5, 31, "oak3"),
        Tree("Hanging beech", 12, 29, "bigtree-b"),
        Tree("Twisted elm", 10, 32),
        Block("Forester's ruin", Rect(15, 33, 2, 2)),
        scrub("Withy bed", Rect(0.5, 29.5, 2, 3)),
        rubble("Tumbled wall", Rect(0.5, 33.5, 1, 3)),
        low_wall("Mere wall", (1, 38), (10, 38), (10, 36), gates=(((6, 38), "Mere stile"),)),
        Rock("Old boundary stone", 12, 35),
        Tree("Boundary ash", 11, 38),
        # South-centre: hedged fields by the road, the tollhouse.
        hedge("Tithe hedge", *ring(18, 23, 28, 35), gates=(((23, 23), "Tithe gate"), ((28, 26), "Cart gate"),
                                                         ((28, 32), "Road gate"), ((23, 35), "Rye gate"),
                                                         ((18, 32), "Mere gate"), ((18, 26), "Tarn gate"))),
        hedge("Headland hedge", (18, 29), (28, 29), gates=(((20, 29), "Headland gate"), ((26, 29), "Plough gate"))),
        hedge("Tithe divide", (23, 24), (23, 34), gates=(((23, 27), "Divide gate"), ((23, 31), "Rye divide gate"))),
        field_("Tithe field", Rect(19.5, 24.5, 3, 4), "ploughed"),
        field_("Bean field", Rect(24.5, 24.5, 3, 4), "wheat"),
        field_("Rye field", Rect(19.5, 30.5, 3, 4), "wheat"),
        field_("Fallow field", Rect(24.5, 30.5, 3, 4), "ploughed"),
        Building("Tollhouse", 33, 24, 3, 2),
        low_wall("Toll road wall", (35, 28), (35, 33)),
        Rock("Milestone", 34, 37, variant=1),
        scrub("Gorse bank", Ellipse(25, 38, 2.5, 1.2)),
        crag("Kite tor", poly((18.5, 36.5), (21.5, 36.5), (22.5, 38.5), (20.5, 39.5), (18.5, 38.5))),
        Tree("Field maple", 29, 36),
        scrub("Broom", Ellipse(15.5, 38.5, 1.6, 1.0)),
        # South-east: Beacon hill, Eagle crag, Hawk rocks.
        hill("Beacon hill", poly((37.5, 26.5), (43.5, 25.5), (48.5, 27.5), (48.5, 32.5), (46.5, 36.5), (40.5, 36.5),
                                 (37.5, 33.5), (39.5, 30.5))),
        hill("Beacon top", poly((40.5, 28.5), (45.5, 28.5), (46.5, 32.5), (42.5, 34.5), (40.5, 32.5)), 2),
        Block("Beacon tower", Rect(42, 30, 2, 2)),
        rubble("Tower rubble", Rect(44.5, 30.5, 1, 2)),
        crag("Eagle crag", poly((50.5, 23.5), (55.5, 24.5), (58.5, 25.5), (58.5, 28.5), (55.5, 30), (53.5, 28.5),
                                (50.5, 29.5)), 2),
        crag("Hawk rocks", poly((52.5, 32), (56.5, 32.5), (58.5, 33.5), (56.5, 35.5), (53.5, 35.5))),
        Rock("Eagle stone", 52, 31, big=True),
        Rock("Scree boulder", 59, 30),
        Rock("Crag boulder", 50, 23),
        Rock("Fallen crag", 59, 22, variant=1),
        Rock("Hawk boulder", 52, 36, variant=2),
        rubble("Quarry spoil", Rect(55.5, 36.5, 3, 1.6, rotation=-20)),
        scrub("Heron gorse", Ellipse(44, 24, 1.8, 1.0)),
        Building("Ferryman's house", 37, 24, 3, 2, "thatch"),
        Tree("Heron oak", 42, 22, "bigtree-b"),
        scrub("Hawthorn", Ellipse(35.5, 27, 1, 0.8)),
        fence("Toll bar", (29, 27), (33, 27), gates=(((31, 27), "Toll gate"),)),
        Rock("Toll stone", 36, 30),
        Rock("Beacon stone", 46, 34, variant=2),
        scrub("Hazel scrub", Ellipse(39, 38.5, 1.5, 0.9)),
        scrub("Blackthorn", Ellipse(47, 38.5, 2, 1)),
        scrub("Briars", Ellipse(58, 38.8, 1.5, 0.9)),
        low_wall("Beacon wall", (36, 35), (36, 39)),
        low_wall("Crag wall", (48, 34), (48, 39), gates=(((48, 37), "Crag gate"),)),
        pond("Heron pool", Ellipse(42.5, 38.5, 1.5, 1.0)),
    ),
    properties={"ruleset": "clix"},
)


def wall(name: str, *path: Cell, doors: Gates = ()) -> Line:
    """A tall stone wall (blocking) whose doors are closed, one inch thick obstacles."""
    return Line(name, "blocking", "tall-wall", path, 1.0, doors)


# ---------------------------------------------------------------------------------------------------------------
# The Glade (36 × 36, a 3' × 3' table for the card-driven ruleset): an old walled garden in a clearing. Hedges and
# closed doors are one inch thick, so a base can traverse them; walls and big trees block, bushes hinder.

GLADE = MapSpec(
    "glade", "The Walled Garden", 36, 36,
    (
        Ground(patch_scale=5.0),
        Art("dirt", Band(smooth([(17.5, -1), (17.5, 6), (17.5, 12), (18, 18), (18.5, 24), (19, 30), (19, 37)]), 1.4)),
        Art("dirt", Band(smooth([(-1, 18.5), (6, 18.5), (12.5, 18.5)]), 1.3)),
        Art("dirt", Band(smooth([(23.5, 17.5), (30, 17), (37, 16)]), 1.3)),
        wall("Garden wall", *ring(12, 12, 23, 23), doors=(((17, 12), "North door"), ((23, 17), "East door"),
                                                          ((18, 23), "South door"), ((12, 18), "West door"))),
        Tree("Old yew", 12, 12, "oak3"),
        scrub("Rose bed", Rect(18.5, 14.5, 3, 2)),
        scrub("Herb bed", Rect(13.5, 19.5, 2, 2)),
        pond("Lily pond", Ellipse(20.5, 19.5, 1.7, 1.3)),
        hedge("North hedgerow", (3, 6), (15, 6), gates=(((9, 6), "Stile"),)),
        hedge("East hedgerow", (29, 2), (29, 13), gates=(((29, 8), "East gate"),)),
        hedge("South hedgerow", (20, 29), (33, 29), gates=(((26, 29), "Hurdle gate"),)),
        hedge("West hedgerow", (6, 21), (6, 33), gates=(((6, 27), "Kissing gate"),)),
        hedge("Box hedge", (26, 20), (26, 25), as_rect=True),
        hedge("Yew hedge", (9, 13), (9, 16), as_rect=True),
        wall("Old orchard wall", (24, 31), (24, 35), doors=(((24, 33), "Orchard door"),)),
        wall("Ruined wall", (1, 15), (4, 15)),
        Tree("Great oak", 1, 1, "oak3"),
        Tree("Ash", 31, 1),
        Tree("Copper beech", 32, 19, "bigtree-b"),
        Tree("Elm", 1, 11),
        Tree("Lime", 10, 31),
        Tree("Hornbeam", 28, 32, "bigtree-b"),
        Tree("Holly oak", 22, 5),
        Tree("Sweet chestnut", 33, 33, "bigtree-b"),
        Tree("Field maple", 2, 33),
        Tree("Wild cherry", 25, 1),
        scrub("Bramble", Ellipse(4, 25, 1.5, 2.5)),
        scrub("Hazel", Ellipse(25.5, 9, 2, 1.5)),
        scrub("Gorse", Ellipse(31, 25.5, 2, 1.5)),
        scrub("Elder", Ellipse(13, 28.5, 2, 1.3)),
        scrub("Briar", Ellipse(10, 2, 2, 1)),
        scrub("Blackthorn", Ellipse(33.5, 5, 1.3, 1.5)),
        scrub("Dog rose", Ellipse(15, 9, 1.5, 1)),
        pond("Glade pond", Ellipse(32.5, 10.5, 2, 2.5)),
    ),
    properties={"ruleset": "arcane"},
)

# ---------------------------------------------------------------------------------------------------------------
# No Man's Land (48 × 48): two trench lines with traverses, wire belts in front, craters and the ruins of a village
# between them, a bunker in each line, mud everywhere. Sides hold the north and south trenches.


def trench(name: str, *path: Cell) -> Line:
    """A trench: the art is the dug line; its parapet is a low wall (one inch wide) along it."""
    return Line(name, "low_wall", "trench", path, 1.0)


def wire(name: str, start: Cell, end: Cell) -> Line:
    return Line(name, "hindering", "wire", (start, end), 1.0, as_rect=True)


TRENCHES = MapSpec(
    "trenches", "No Man's Land", 48, 48,
    (
        Ground(patch_scale=4.0),
        Art("dirt", Noise("trenches/churn", 3.0, 0.0, 0.9)),
        Art("dirt", Band(smooth([(23, -1), (22, 12), (24, 24), (25, 36), (24, 49)]), 1.6)),
        trench("Northern fire trench, west", (0, 9), (5, 9), (5, 7), (11, 7), (11, 9), (17, 9), (17, 7), (23, 7)),
        trench("Northern fire trench, east", (23, 7), (29, 7), (29, 9), (35, 9), (35, 7), (41, 7), (41, 9),
               (47, 9)),
        trench("Northern sap", (8, 0), (8, 7)),
        trench("Northern communication trench", (38, 0), (38, 3), (36, 3), (36, 7)),
        Block("Northern blockhouse", Rect(27, 2, 4, 3), "bunker"),
        wire("Northern wire 1", (1, 13), (9, 13)),
        wire("Northern wire 2", (12, 13), (21, 13)),
        wire("Northern wire 3", (25, 13), (33, 13)),
        wire("Northern wire 4", (36, 13), (46, 13)),
        trench("Southern fire trench, west", (0, 38), (6, 38), (6, 40), (12, 40), (12, 38), (18, 38), (18, 40),
               (24, 40)),
        trench("Southern fire trench, east", (24, 40), (30, 40), (30, 38), (36, 38), (36, 40), (42, 40), (42, 38),
               (47, 38)),
        trench("Southern sap", (40, 40), (40, 47)),
        trench("Southern communication trench", (10, 47), (10, 44), (12, 44), (12, 40)),
        Block("Southern pillbox", Rect(17, 43, 3, 3), "bunker"),
        wire("Southern wire 1", (2, 34), (11, 34)),
        wire("Southern wire 2", (14, 34), (22, 34)),
        wire("Southern wire 3", (26, 34), (35, 34)),
        wire("Southern wire 4", (38, 34), (46, 34)),
        Block("Church of Saint-Aubin", poly((20, 20), (26, 20), (26, 23), (24, 23), (24, 26), (20, 26))),
        rubble("Church rubble", poly((26.5, 20.5), (28.5, 21.5), (27.5, 25.5), (24.5, 26.5))),
        Block("Presbytery ruin", Rect(11, 22, 3, 3)),
        Block("Farm ruin", Rect(33, 18, 4, 3)),
        Block("Mill ruin", Rect(36, 27, 3, 2)),
        rubble("Farm rubble", Rect(32.5, 21.5, 5, 1)),
        rubble("Roadside rubble", Rect(7.5, 28.5, 3, 2, rotation=25)),
        Crater("Mine crater", 14, 15, 3),
        Crater("Shell hole", 5, 18, 2),
        Crater("Shell hole", 28, 15),
        Crater("Shell hole", 40, 22, 2),
        Crater("Shell hole", 16, 28, 2),
        Crater("Shell hole", 30, 28, 2),
        Crater("Shell hole", 3, 24),
        Crater("Shell hole", 44, 16),
        Crater("Shell hole", 26, 30),
        Crater("Shell hole", 12, 31),
        Crater("Shell hole", 19, 11),
        Crater("Shell hole", 33, 11, 2),
        Crater("Shell hole", 9, 35),
        Crater("Shell hole", 37, 36),
        Area("Flooded shell hole", "water", Ellipse(39, 31.5, 1.5, 1.2), "water"),
        Area("Sump", "hindering", poly((2.5, 14.5), (8.5, 15.5), (9.5, 17.5), (4.5, 17.5)), "mud"),
        Area("Churned field", "hindering", poly((18.5, 31.5), (24.5, 31.5), (25.5, 33.5), (18.5, 33.5)), "mud"),
        Area("Mire", "hindering", Ellipse(44, 43.5, 3, 1.5), "mud"),
        Area("Mudhole", "hindering", Ellipse(44, 27, 1.5, 2), "mud"),
        Area("Flooded road", "hindering", poly((21.5, 13.5), (24.5, 14.5), (24.5, 17.5), (21.5, 16.5)), "mud"),
        Area("Bog", "hindering", poly((29.5, 41.5), (34.5, 42.5), (35.5, 45.5), (31.5, 46.5), (28.5, 44.5)), "mud"),
        Area("Wet ground", "hindering", Ellipse(3.5, 43, 2.5, 1.5), "mud"),
        Area("Shattered copse", "hindering", poly((4.5, 20.5), (9.5, 20.5), (10.5, 23.5), (7.5, 26.5), (4.5, 24.5)),
             "dirt", scatter=("snag/0", "snag/1", "snag/2"), density=0.6),
        Rock("Fallen masonry", 28, 25),
    ),
    properties={"ruleset": "trench"},
)

# ---------------------------------------------------------------------------------------------------------------
# A gamebook battle board: 6 × 6 squares of two inches, coloured like a chess board, with two exit squares on the
# far (north) edge.

GAMEBOOK = MapSpec(
    "gamebook", "Gamebook Battle Board", 6, 6,
    (Chequer((((2, 0), "North exit, west"), ((3, 0), "North exit, east"))),),
    inches_per_tile=2.0,
    properties={"grid": True, "ruleset": "gamebook"},
)

# ---------------------------------------------------------------------------------------------------------------
# The Fen Meadow (24 × 16, one metre an inch): a small field for duels and melees of the manoeuvres ruleset. A fen
# (marsh), a dune of loose sand and a scree slope carry the property `ground`, which forbids a charge across them;
# the open meadow between leaves room for a run-up.

FEN = MapSpec(
    "fen", "The Fen Meadow", 24, 16,
    (
        Ground(),
        Area("Fen", "hindering", poly((8.5, 2.5), (15.5, 2.5), (16.5, 5.5), (15.5, 8.5), (8.5, 8.5), (7.5, 5.5)),
             "marsh", scatter=("reeds/0", "reeds/1", "reeds/2"), density=0.3, layer="details", ground="marsh"),
        Area("Dune", "open", Rect(1.5, 12.5, 4, 2.5), "sand", ground="loose_sand"),
        Area("Scree", "open", Ellipse(20.5, 13.5, 2, 1.2), "dirt", scatter=("rubble/0", "rubble/1"), density=0.3,
             layer="details", ground="steep_slope"),
        hill("Lookout knoll", Ellipse(20, 3.5, 2.5, 2)),
        Tree("Old willow", 3, 3),
        Rock("Grey stone", 12, 12),
    ),
    properties={"metres_per_inch": 1.0, "ruleset": "manoeuvres"},
)

LAYOUTS: tuple[MapSpec, ...] = (SKIRMISH, BATTLE, GLADE, TRENCHES, GAMEBOOK, FEN)
