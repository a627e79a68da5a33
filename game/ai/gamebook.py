"""The gamebook AI, for monsters and heroes: the generic search with an evaluator that counts Endurance.

Every score is in points of Endurance. An attack or a shot is worth the Endurance it takes on average (the
rules' exact result distribution) plus a share of the target's worth for the chance of felling it; a
healing is worth the Endurance it gives back where it is missing, much more when it wakes a fallen friend; a
move is worth closing in (for a shooter: reaching an open line with a square between), with a small pull
towards squares of its own colour (+1d10 there). A piece picks its style by what it expects to deal and take
in each, and changes style only when no enemy is next to it (a change costs its action). A side that is
clearly beaten heads for the exits and flees. Targets and squares are planned with the action.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.ai.lookahead import WIN
from game.ai.planner import PlanningEvaluator
from game.board.grid import Square
from game.rules.decisions import Answer, Decision
from game.rules.game import Game
from game.rules.gamebook.actions import givers
from game.rules.gamebook.combat import attack_value, defence_value, known_sign
from game.rules.gamebook.data import STYLES, Effect, library
from game.rules.gamebook.odds import results
from game.rules.gamebook.powers import effect_refusal, effect_targets, power_refusal, powers_of
from game.rules.gamebook.reach import attack_targets, fallen_near, ranged_weapon, shoot_targets, targetable
from game.rules.gamebook.record import status
from game.rules.gamebook.squares import free_neighbours, grid, line, occupied, square_of
from game.rules.state import Figure, GameState

KILL_SHARE = 0.5  # of the target's starting Endurance, for felling it
WAKE = 15.0  # waking a fallen friend
BEATEN = 0.35  # our share of the fight's Endurance, against our share at full strength, below which we flee
HOPELESS = 0.2  # our Endurance against theirs, below which we flee however we began
COLOUR_PULL = 0.6
STEP = 2.0  # per square of closing in
FUTURE = 0.6  # what may be done next round, against the same now


def expected_damage(state: GameState, attacker: str, target: str, ranged: bool, sign: int | None = None) -> float:
    """Endurance the attack takes on average, plus a share of the target for the chance of felling it; ``sign``
    fixes the square bonus's (an attack from another square)."""
    dist = results(state, attacker, target, ranged, sign)
    st = status(state.figures[target])
    hurt = dist.mean(lambda r: max(int(r), 0))
    felled = dist.chance(lambda r: r >= st.endurance)
    return float(hurt) + float(felled) * KILL_SHARE * st.most


def square_sign_at(figure: Figure, colour: str) -> int | None:
    """The square bonus's sign for the figure on a square of that colour (None: a neutral's d6 decides)."""
    alignment = figure.stats["alignment"]
    if alignment == "neutral":
        return None
    return 1 if (colour == "white") == (alignment == "good") else -1


def steps(a: Square, b: Square) -> int:
    """Squares between two squares, moving orthogonally."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def strength(state: GameState, colour: str) -> int:
    return sum(max(status(f).endurance, 0) for f in state.figures.values()
               if status(f).fighting and status(f).colour == colour)


def beaten(state: GameState, colour: str) -> bool:
    """Whether ``colour`` is clearly beaten: its Endurance in the fight against the other's has fallen below
    :data:`BEATEN` of what it was at full strength (every piece it has had, whole), or below :data:`HOPELESS` of
    the other's. Against the other's alone, the siege's twelve monsters, built to face twenty heroes, were beaten
    from their first wounds, and an untouched Black Knight fled."""
    other = "black" if colour == "white" else "white"
    ours, theirs = strength(state, colour), strength(state, other)
    full = {c: sum(status(f).most for f in state.figures.values() if status(f).colour == c) for c in (colour, other)}
    return ours < HOPELESS * theirs or ours * full[other] < BEATEN * theirs * full[colour]


class GamebookEvaluator(PlanningEvaluator):
    keep_plans = True  # an attack again at once goes at the planned target while it stands

    # --- the scorers by decision kind ------------------------------------------------------------------------
    def score_action(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]:
        return [self._action(game.state, a["figure"], a["action"]) for a in answers]

    def score_targets(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]:
        ctx = decision.context
        return [self._target(game.state, ctx.get("figure", ""), str(ctx.get("action")), str(t)) for t in answers]

    def score_square(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]:
        fid = decision.context.get("figure", "")
        return [self._square(game.state, fid, (a[0], a[1])) for a in answers]

    def score_style(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]:
        best = self._best_style(game.state, decision.context.get("figure", ""))
        return [1.0 if a == best else 0.0 for a in answers]

    def score_surrender(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]:
        return [0.0 if a else 1.0 for a in answers]

    def score_give(self, game: Game, decision: Decision, answers: Sequence[Answer]) -> list[float]:
        return [1.0 if a else 0.0 for a in answers]

    # --- actions ---------------------------------------------------------------------------------------------
    def _action(self, state: GameState, fid: str, action: str) -> float:
        fig = state.figures[fid]
        st = status(fig)
        beaten = self._beaten(state, fig)
        if action == "flee":
            return 100.0 if beaten else -5.0
        if action == "attack":
            value, target = max((expected_damage(state, fid, t, False), t) for t in attack_targets(state, fid))
            self.plans[fid, "targets", "attack"] = target
            return value
        if action == "shoot":
            value, target = max((expected_damage(state, fid, t, True), t) for t in shoot_targets(state, fid))
            self.plans[fid, "targets", "shoot"] = target
            return value
        if action in ("skill", "prayer", "spell"):
            scored = [(self._effect(state, fid, p.effect, action), p.id) for p in powers_of(fig, action)
                      if power_refusal(state, fid, p) is None]
            value, pid = max(scored)
            self.plans[fid, "ability", action] = pid
            return value - 0.5 * library().powers[pid].mana
        if action == "use":
            item = library().items[st.hand]
            assert item.effect is not None
            return self._effect(state, fid, item.effect, "use")
        if action == "move":
            here = self._square(state, fid, square_of(state, fid))
            value, square = max((self._square(state, fid, s), s) for s in free_neighbours(state, square_of(state, fid)))
            self.plans[fid, "square", "move"] = list(square)
            return FUTURE * (value - min(here, 0.0))
        if action == "style":
            best = self._best_style(state, fid)
            if best == st.style or attack_targets(state, fid):
                return -1.0
            here = STYLES.index(st.style)
            self.plans[fid, "style", ""] = STYLES[here + (1 if STYLES.index(best) > here else -1)]
            return 1.5
        if action == "take_out":
            return self._take_out(state, fid)
        if action == "armour":
            return self._armour(state, fid)
        if action == "switch":
            return self._switch(state, fid)
        if action == "search":
            self.plans[fid, "targets", "search"] = fallen_near(state, fid)[0]
            return 0.5
        if action == "take_handed":
            self.plans[fid, "targets", "take_handed"] = givers(state, fid)[0]
            return -1.0
        if action == "play_dead":
            chance = min(max(int(fig.stats["charisma"]) - 25, 0), 100) / 100
            return chance * 10.0 if st.endurance < st.most / 4 and attack_targets(state, fid) else -2.0
        return 0.0 if action == "guard" else -3.0

    def _beaten(self, state: GameState, fig: Figure) -> bool:
        return beaten(state, status(fig).colour)

    def _effect(self, state: GameState, fid: str, effect: Effect, action: str) -> float:
        if effect_refusal(state, fid, effect) is not None:
            return -1.0
        if effect.kind == "summon":
            squares = free_neighbours(state, square_of(state, fid))
            best: Square = max(squares, key=lambda s: self._square(state, fid, s))
            self.plans[fid, "square", "summon"] = list(best)
            return 8.0
        mean = effect.amount.fixed + effect.amount.count * (effect.amount.sides + 1) / 2
        scored = []
        for target in effect_targets(state, fid, effect):
            st = status(state.figures[target])
            if effect.kind == "heal":
                missing = st.most - st.endurance
                value = min(mean, missing) * (1.0 if missing > st.most / 2 else 0.3)
                value += WAKE if not st.fighting else 0.0
            else:
                value = mean + (KILL_SHARE * st.most if mean >= st.endurance else 0.0)
            scored.append((value, target))
        value, target = max(scored)
        self.plans[fid, "targets", effect.kind] = target
        return value

    def _take_out(self, state: GameState, fid: str) -> float:
        st = status(state.figures[fid])
        lib = library()
        usable = [t for t in st.backpack if t in lib.items and lib.items[t].effect is not None]
        if st.hand or not usable or attack_targets(state, fid) or st.endurance > st.most / 2:
            return -1.0
        self.plans[fid, "item", "take_out"] = usable[0]
        return 2.0

    def _armour(self, state: GameState, fid: str) -> float:
        st = status(state.figures[fid])
        lib = library()
        worn = lib.items[st.armour].defence if st.armour else 0
        best = max((t for t in st.backpack if t in lib.items and lib.items[t].type == "armour"),
                   key=lambda t: lib.items[t].defence)
        if lib.items[best].defence <= worn or attack_targets(state, fid):
            return -1.0
        self.plans[fid, "item", "armour"] = best
        return float(lib.items[best].defence - worn)

    def _switch(self, state: GameState, fid: str) -> float:
        st = status(state.figures[fid])
        lib = library()
        weapons = [t for t in st.backpack if t in lib.weapons]
        ammo_left = {w: st.ammunition.get(lib.weapons[w].ammo, 0) for w in weapons if lib.weapons[w].ranged}
        now = lib.weapons.get(st.weapon)
        if now is not None and now.ranged and (attack_targets(state, fid) or st.ammunition.get(now.ammo, 0) == 0):
            melee = [w for w in weapons if not lib.weapons[w].ranged]
            if melee:
                self.plans[fid, "item", "switch"] = max(melee, key=lambda w: lib.weapons[w].attack)
                return 3.0
            return -1.0
        if (now is None or not now.ranged) and not attack_targets(state, fid):
            shooters = [w for w, n in ammo_left.items() if n > 0]
            if shooters and st.style == "normal" and self._enemy_distance(state, fid, square_of(state, fid)) >= 3:
                self.plans[fid, "item", "switch"] = shooters[0]
                return 2.5
        better = [w for w in weapons if not lib.weapons[w].ranged and lib.weapons[w].attack > (
            now.attack if now and not now.ranged else -99)]
        if better and not (now and now.ranged):
            self.plans[fid, "item", "switch"] = max(better, key=lambda w: lib.weapons[w].attack)
            return 1.0
        return -1.0

    # --- targets, squares, styles ----------------------------------------------------------------------------
    def _target(self, state: GameState, fid: str, action: str, target: str) -> float:
        if action in ("attack", "shoot") and target in state.figures:
            return expected_damage(state, fid, target, action == "shoot")
        st = status(state.figures[target])
        return float(st.most - st.endurance) if action == "heal" else float(-st.endurance)

    def _enemy_distance(self, state: GameState, fid: str, square: Square) -> int:
        return min((steps(square, square_of(state, t)) for t in state.table.bases if targetable(state, fid, t)),
                   default=0)

    def _reach(self, state: GameState, fid: str) -> dict[Square, int]:
        """Moves from each square to one next to an enemy, around standing pieces (a breadth-first search)."""
        g = grid(state)
        taken = {sq for sq, who in occupied(state).items() if who != fid}
        open_squares = {(c, r) for c in range(g.cols) for r in range(g.rows)} - taken - g.walls
        enemies = [square_of(state, t) for t in state.table.bases if targetable(state, fid, t)]
        frontier = [sq for sq in open_squares if any(steps(sq, e) == 1 for e in enemies)]
        found = dict.fromkeys(frontier, 0)
        while frontier:
            nxt = []
            for sq in frontier:
                for n in g.neighbours(sq):
                    if n in open_squares and n not in found:
                        found[n] = found[sq] + 1
                        nxt.append(n)
            frontier = nxt
        return found

    def _square(self, state: GameState, fid: str, square: Square) -> float:
        fig = state.figures[fid]
        g = grid(state)
        if self._beaten(state, fig):
            return -STEP * min(steps(square, e) for e in g.exits) if g.exits else 0.0
        value = -STEP * self._reach(state, fid).get(square, self._enemy_distance(state, fid, square) + 6)
        near = [t for t in state.table.bases if targetable(state, fid, t) and steps(square, square_of(state, t)) == 1]
        if near:
            sign = square_sign_at(fig, g.colours[square])
            value = max(expected_damage(state, fid, t, False, sign) for t in near)
        if ranged_weapon(state, fid) and status(fig).ammunition.get(ranged_weapon(state, fid), 0) > 0:
            here = self._enemy_distance(state, fid, square)
            lines = [t for t in state.table.bases if targetable(state, fid, t)
                     and (seen := line(state, square, square_of(state, t))).open and len(seen.between) >= 1]
            value = (6.0 if lines and here >= 2 else 0.0) - (4.0 if here == 1 else 0.0) - 0.3 * here
        alignment = fig.stats["alignment"]
        if alignment != "neutral":
            good_square = (g.colours[square] == "white") == (alignment == "good")
            value += COLOUR_PULL if good_square else -COLOUR_PULL
        return value

    def _best_style(self, state: GameState, fid: str) -> str:
        """The style with the best expected exchange against the nearest enemy (normal for a shooter)."""
        fig = state.figures[fid]
        st = status(fig)
        if ranged_weapon(state, fid) and st.ammunition.get(ranged_weapon(state, fid), 0) > 0:
            return "normal"
        enemies = [t for t in state.table.bases if targetable(state, fid, t)]
        if not enemies:
            return st.style
        here = square_of(state, fid)
        enemy = min(enemies, key=lambda t: steps(here, square_of(state, t)))
        foe = state.figures[enemy]
        sign = known_sign(state, fig)
        bonus = 0.0 if sign is None else 5.5 * sign
        best, best_value = st.style, -1e9
        for style in STYLES:
            dealt = max(attack_value(fig, style) + bonus - defence_value(foe), 0)
            taken = max(attack_value(foe) - defence_value(fig, style), 0)
            value = dealt - 0.8 * taken
            if value > best_value + 1e-9:
                best, best_value = style, value
        return best

    scorers = {"action": score_action, "targets": score_targets, "square": score_square, "style": score_style,
               "surrender": score_surrender, "give": score_give}


make_ai = GamebookEvaluator.make_ai


#: The look-ahead (the normal and hard levels) searches the action decisions; the rest follows the plan.
SEARCHED = frozenset({"action"})


def evaluate(game: Game, player: str) -> float:
    """For the look-ahead: each piece still fighting is worth 10 plus its Endurance, for its team or against; a
    clearly beaten colour (as the greedy AI judges it, when it flees) counts as a game lost. Rated by its pieces,
    a last monster's flight (a loss now) came below a future that ends before the heroes catch it, and it went to
    and fro between the two exit squares for six rounds until they did."""
    state = game.state
    ours = next(status(f).colour for f in state.figures.values() if f.side == player)
    theirs = "black" if ours == "white" else "white"
    if beaten(state, ours):
        return -WIN
    if beaten(state, theirs):
        return WIN
    team = state.side(player).team
    total = 0.0
    for fig in state.figures.values():
        st = status(fig)
        if st.fighting:
            worth = 10.0 + max(st.endurance, 0)
            total += worth if state.side(fig.side).team == team else -worth
    return total
