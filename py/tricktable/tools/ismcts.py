"""`ismcts`: information-set Monte Carlo tree search for card play, a sparring partner
for `hard` (tournaments only, never offered on the page).

`hard` judges each legal card by flat playouts of sampled worlds.  This player grows one
tree over the observer's information set instead (single-observer ISMCTS, Cowling,
Powley and Whitehouse 2012): each iteration takes a world sampled from the view as
`hard` samples them (determinize.py, the trump call and inference.py's model of play; a
world serves as many iterations as there are legal cards, as in `hard`), walks the tree
with UCB over the cards legal in that world (a child's exploration counts the times it
was available, not its parent's visits), adds one node and plays the deal out with the
fast policy (playout.py).  Every node's value is the deal value for the position that
played its card, so each player in the tree plays for its own side.

A tree at a few hundred playouts is shallow, and a new node's first replies would be
random where flat playouts use the policy; so below the root a node gains children
slowly (progressive widening: 1 + WIDEN * ln(visits)), the policy's card first.

Decisions before play (calls, exchanges, announcements) are `hard`'s own
(SearchBot.weigh): the tree covers card play only.
"""
from __future__ import annotations

import math
import random
import time

from ..rules.cards import CODE_OF
from ..search.inference import play_likelihood
from ..search.listplay import fast_card
from ..search.playout import deal_value, play_to_end
from ..rules.table import Table
from ..rules.variants import Variant
from ..bots.search import SearchBot, draw_world, trump_call_fits

# UCB's exploration weight, in standard deviations of the playouts' values so far.
EXPLORE = 0.5
# Below the root, a node visited n times may have 1 + WIDEN * ln(n) children.
WIDEN = 1.0


class Node:
    """One card played from an information set: its playouts' values for the player who
    played it, and how often it was available when its parent was reached."""
    __slots__ = ("children", "visits", "total", "available")

    def __init__(self) -> None:
        self.children: dict[int, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.available = 0


class IsmctsBot(SearchBot):
    """Card play by ISMCTS within the same budget as `hard` (a playout per iteration, or
    `think_ms` of CPU time); every other decision as `hard` makes it."""
    explore = EXPLORE
    widen = WIDEN

    def weigh(self, view: dict, also: dict | None = None) -> list[tuple[dict, float | None]]:
        legal = view["legal"]
        if view["phase"] != "play" or len(legal) == 1:
            return super().weigh(view, also)
        root = self.search(view)
        ranked = sorted(root.children.items(), key=lambda kv: (-kv[1].visits, -mean(kv[1])))
        return [({"type": "play", "card": CODE_OF[card]}, mean(node)) for card, node in ranked]

    def search(self, view: dict) -> Node:
        """The root of a tree grown within the budget; its children are the legal cards."""
        sampler = self.sampler(view)
        v = sampler.variant
        rng = random.Random(f"ismcts/{self.seed}")
        fits = trump_call_fits(view)
        likely = play_likelihood(v, sampler.template, view, sampler.pool) if self.infer else None
        deadline = None if self.think_ms is None else time.process_time() + self.think_ms / 1000
        most = math.inf if self.iterations is None else self.iterations  # none: the deadline ends it
        # Each card is tried once whatever the budget; and a world, costly to draw (the
        # trump call and the plays reject many), serves as many playouts as there are
        # cards, as in `hard`, so the two see as many worlds at the same budget.
        least = len(view["legal"])
        root = Node()
        stats = Spread()
        done = 0
        drawn = sampler.template
        while done < least or (time.process_time() < deadline if deadline is not None
                               else done < most):
            if done % least == 0:
                drawn = draw_world(sampler, rng, fits, likely)
            world = drawn.copy()
            path = descend(v, world, root, rng, self.explore * stats.scale(), self.widen)
            play_to_end(v, world, rng, 0.1)
            v.score_deal(world)
            row = world.sheet[-1]
            values = [deal_value(v, row, p) for p in range(world.positions)]
            for node, pos in path:
                node.visits += 1
                node.total += values[pos]
            stats.add(values[view["turn"]])
            done += 1
        return root


def descend(v: Variant, t: Table, root: Node, rng: random.Random, c: float,
            widen: float) -> list[tuple[Node, int]]:
    """Walk `t` (changed in place) down the tree from `root` until a node gains a child
    or the deal ends (UCB weight `c`); the nodes passed, each with the position that
    played its card."""
    node, path = root, []
    while t.tricks_left:
        pos = t.turn
        legal = v.legal_cards(t, pos)
        children = node.children
        for card in legal:
            child = children.get(card)
            if child is not None:
                child.available += 1
        room = node is root or len(children) < 1 + widen * math.log(node.visits + 1)
        untried = [card for card in legal if card not in children] if room else []
        if not untried and not any(card in children for card in legal):
            untried = legal  # none of this world's cards is in the tree yet
        if untried:
            policy = fast_card(v, t, rng, 0.0)
            card = policy if policy in untried else rng.choice(untried)
            child = children[card] = Node()
            child.available = 1
            path.append((child, pos))
            t.play(card)
            return path
        card = max((x for x in legal if x in children), key=lambda x: ucb(children[x], c))
        node = children[card]
        path.append((node, pos))
        t.play(card)
    return path


def ucb(n: Node, c: float) -> float:
    if not n.visits:
        return math.inf
    return n.total / n.visits + c * math.sqrt(math.log(n.available) / n.visits)


def mean(n: Node) -> float:
    return n.total / n.visits if n.visits else 0.0


class Spread:
    """The running standard deviation of the playouts' values: UCB's unit, so one
    exploration weight serves card points and tallies alike."""

    def __init__(self) -> None:
        self.n, self.sum, self.squares = 0, 0.0, 0.0

    def add(self, x: float) -> None:
        self.n += 1
        self.sum += x
        self.squares += x * x

    def scale(self) -> float:
        if self.n < 2:
            return 1.0
        var = (self.squares - self.sum * self.sum / self.n) / (self.n - 1)
        return math.sqrt(max(var, 1e-12))
